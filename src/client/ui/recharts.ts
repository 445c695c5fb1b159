/**
 * recharts, for the app's charts to import instead of the package. recharts keeps chart elements
 * in a Redux store, whose Immer freezes them; Preact (docs/decisions/0029-preact-compat.md) writes
 * its bookkeeping onto the elements it renders, so a frozen one throws. Immer is one shared
 * instance (npm ls immer), so turning freezing off here reaches recharts' store.
 */
import { setAutoFreeze } from 'immer';

setAutoFreeze(false);

export * from 'recharts';
