/** The product name, set in one place (spec-decisions: "Celujący", the top Polish school grade). */
export const PRODUCT_NAME = 'Celujący';
