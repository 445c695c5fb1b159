import { PLACEHOLDER_OPERATOR, type Operator } from '#core/operator.ts';

/** Set by vite.config.ts from the build's configuration (src/core/operator.ts). */
declare const __OPERATOR__: Operator | undefined;

/** The operator the legal pages name: the build's, or the spec's placeholders outside a Vite build (unit tests). */
export const OPERATOR: Operator = typeof __OPERATOR__ === 'undefined' ? PLACEHOLDER_OPERATOR : __OPERATOR__;
