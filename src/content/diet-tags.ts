/**
 * What a guest may filter dishes by; vegan dishes are vegetarian too (the pages count them as
 * such). A module without zod, so the food menu page's filter and the admin's chips can name the
 * tags without bringing the content's schemas (schema.ts checks them) into their chunks.
 */
export const dietTags = ['vegetarian', 'vegan', 'gluten-free'] as const;
export type DietTag = (typeof dietTags)[number];
