/**
 * The daily lunch on the home page: which day it shows at a moment, and the brief that
 * shows it. An entry of its own (README.md), so the home page loads none of the menu.
 */
export { LunchBrief } from './lunch-brief';
export { pickLunch } from './pick-lunch';
