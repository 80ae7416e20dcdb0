import type { Lineage, TerpeneName } from './vocabulary'

/**
 * Classic strains with their commonly reported lineage, aroma and dominant terpenes. `thc` is the
 * typical flower THC range in percent. CBD strains carry a CBD range, and their THC stays within
 * 0.1–1 % so that every CBD product in the demo is CBD-dominant.
 */
export type Strain = {
  name: string
  lineage: Lineage
  aroma: string
  /** Up to three dominant terpenes, strongest first. */
  terpenes: readonly TerpeneName[]
  thc: readonly [number, number]
  cbd?: readonly [number, number]
}

export const STRAINS: readonly Strain[] = [
  { name: 'Blue Dream', lineage: 'hybrid', aroma: 'sweet blueberry and soft herbs', terpenes: ['myrcene', 'pinene', 'caryophyllene'], thc: [17, 24] },
  { name: 'Sour Diesel', lineage: 'sativa', aroma: 'sharp fuel and sour citrus', terpenes: ['caryophyllene', 'limonene', 'myrcene'], thc: [19, 25] },
  { name: 'OG Kush', lineage: 'hybrid', aroma: 'pine, lemon and damp earth', terpenes: ['myrcene', 'limonene', 'caryophyllene'], thc: [19, 26] },
  { name: 'Gelato', lineage: 'hybrid', aroma: 'sweet cream and berry sherbet', terpenes: ['caryophyllene', 'limonene', 'humulene'], thc: [20, 27] },
  { name: 'Wedding Cake', lineage: 'hybrid', aroma: 'vanilla frosting with a peppery edge', terpenes: ['limonene', 'caryophyllene', 'myrcene'], thc: [22, 28] },
  { name: 'Girl Scout Cookies', lineage: 'hybrid', aroma: 'mint, cocoa and baked dough', terpenes: ['caryophyllene', 'limonene', 'humulene'], thc: [19, 27] },
  { name: 'Granddaddy Purple', lineage: 'indica', aroma: 'grape candy and wild berries', terpenes: ['myrcene', 'pinene', 'caryophyllene'], thc: [17, 23] },
  { name: 'Northern Lights', lineage: 'indica', aroma: 'sweet pine and spice', terpenes: ['myrcene', 'caryophyllene', 'pinene'], thc: [16, 21] },
  { name: 'Jack Herer', lineage: 'sativa', aroma: 'fresh pine and spicy citrus', terpenes: ['terpinolene', 'pinene', 'caryophyllene'], thc: [18, 24] },
  { name: 'Pineapple Express', lineage: 'hybrid', aroma: 'pineapple, mango and cedar', terpenes: ['caryophyllene', 'limonene', 'ocimene'], thc: [17, 24] },
  { name: 'Gorilla Glue #4', lineage: 'hybrid', aroma: 'earthy pine with a diesel finish', terpenes: ['caryophyllene', 'myrcene', 'limonene'], thc: [22, 29] },
  { name: 'Durban Poison', lineage: 'sativa', aroma: 'anise, sweet pine and lemon', terpenes: ['terpinolene', 'ocimene', 'myrcene'], thc: [17, 24] },
  { name: 'Green Crack', lineage: 'sativa', aroma: 'tangy mango and citrus peel', terpenes: ['myrcene', 'caryophyllene', 'pinene'], thc: [16, 23] },
  { name: 'Purple Haze', lineage: 'sativa', aroma: 'earthy berries and sweet spice', terpenes: ['terpinolene', 'myrcene', 'caryophyllene'], thc: [15, 21] },
  { name: 'Zkittlez', lineage: 'indica', aroma: 'tropical fruit candy', terpenes: ['caryophyllene', 'humulene', 'linalool'], thc: [16, 23] },
  { name: 'Runtz', lineage: 'hybrid', aroma: 'sugary fruit and sweet cream', terpenes: ['caryophyllene', 'limonene', 'linalool'], thc: [21, 28] },
  { name: 'Ice Cream Cake', lineage: 'indica', aroma: 'vanilla, sugar and creamy dough', terpenes: ['caryophyllene', 'limonene', 'linalool'], thc: [20, 26] },
  { name: 'Mimosa', lineage: 'sativa', aroma: 'orange juice and tropical citrus', terpenes: ['myrcene', 'pinene', 'limonene'], thc: [18, 27] },
  { name: 'Tangie', lineage: 'sativa', aroma: 'tangerine peel and sweet citrus', terpenes: ['myrcene', 'terpinolene', 'pinene'], thc: [17, 22] },
  { name: 'Harlequin', lineage: 'cbd', aroma: 'mango and earthy musk', terpenes: ['myrcene', 'pinene', 'caryophyllene'], thc: [0.6, 1], cbd: [8, 15] },
  { name: 'ACDC', lineage: 'cbd', aroma: 'earthy wood with a little cherry', terpenes: ['myrcene', 'pinene', 'caryophyllene'], thc: [0.3, 1], cbd: [14, 20] },
  { name: "Charlotte's Web", lineage: 'cbd', aroma: 'pine, sage and mild earth', terpenes: ['myrcene', 'caryophyllene', 'pinene'], thc: [0.1, 0.3], cbd: [13, 17] },
  { name: 'Cannatonic', lineage: 'cbd', aroma: 'citrus, pine and light earth', terpenes: ['myrcene', 'pinene', 'caryophyllene'], thc: [0.5, 1], cbd: [6, 12] },
  { name: "Ringo's Gift", lineage: 'cbd', aroma: 'sweet berries and pepper', terpenes: ['myrcene', 'caryophyllene', 'humulene'], thc: [0.5, 1], cbd: [12, 18] },
  { name: 'Bubba Kush', lineage: 'indica', aroma: 'coffee, chocolate and hash', terpenes: ['caryophyllene', 'limonene', 'myrcene'], thc: [16, 22] },
  { name: 'Purple Punch', lineage: 'indica', aroma: 'grape drink and blueberry muffin', terpenes: ['limonene', 'caryophyllene', 'pinene'], thc: [18, 24] },
  { name: 'Grape Ape', lineage: 'indica', aroma: 'ripe grapes and light skunk', terpenes: ['myrcene', 'pinene', 'caryophyllene'], thc: [15, 21] },
  { name: 'Hindu Kush', lineage: 'indica', aroma: 'sandalwood and sweet earth', terpenes: ['caryophyllene', 'myrcene', 'limonene'], thc: [15, 21] },
  { name: 'Afghan Kush', lineage: 'indica', aroma: 'hash, earth and a little spice', terpenes: ['myrcene', 'caryophyllene', 'pinene'], thc: [17, 22] },
  { name: 'Skywalker OG', lineage: 'indica', aroma: 'diesel and spicy herbs', terpenes: ['myrcene', 'limonene', 'caryophyllene'], thc: [20, 26] },
  { name: 'Do-Si-Dos', lineage: 'indica', aroma: 'sweet floral lime', terpenes: ['limonene', 'caryophyllene', 'linalool'], thc: [22, 29] },
  { name: 'Mendo Breath', lineage: 'indica', aroma: 'caramel and vanilla', terpenes: ['caryophyllene', 'myrcene', 'linalool'], thc: [19, 25] },
  { name: 'Strawberry Cough', lineage: 'sativa', aroma: 'ripe strawberries', terpenes: ['myrcene', 'pinene', 'caryophyllene'], thc: [16, 22] },
  { name: 'Super Lemon Haze', lineage: 'sativa', aroma: 'lemon zest and sweet candy', terpenes: ['terpinolene', 'caryophyllene', 'myrcene'], thc: [17, 24] },
  { name: 'Maui Wowie', lineage: 'sativa', aroma: 'pineapple and island citrus', terpenes: ['myrcene', 'pinene', 'caryophyllene'], thc: [15, 20] },
  { name: 'Lemon Tree', lineage: 'hybrid', aroma: 'lemon peel and fuel', terpenes: ['limonene', 'caryophyllene', 'myrcene'], thc: [20, 26] },
  { name: 'Ghost Train Haze', lineage: 'sativa', aroma: 'sour citrus and floral notes', terpenes: ['terpinolene', 'myrcene', 'caryophyllene'], thc: [20, 27] },
  { name: 'Amnesia Haze', lineage: 'sativa', aroma: 'lemon and earthy spice', terpenes: ['terpinolene', 'caryophyllene', 'limonene'], thc: [19, 24] },
  { name: 'Chemdawg', lineage: 'hybrid', aroma: 'diesel and sharp chemical pine', terpenes: ['caryophyllene', 'myrcene', 'limonene'], thc: [18, 25] },
  { name: 'White Widow', lineage: 'hybrid', aroma: 'earthy wood and pepper', terpenes: ['myrcene', 'caryophyllene', 'pinene'], thc: [17, 22] },
  { name: 'Trainwreck', lineage: 'hybrid', aroma: 'lemon, pine and pepper', terpenes: ['terpinolene', 'myrcene', 'pinene'], thc: [16, 22] },
  { name: 'Sunset Sherbet', lineage: 'hybrid', aroma: 'fruity sherbet and skunk', terpenes: ['caryophyllene', 'limonene', 'linalool'], thc: [18, 24] },
  { name: 'Biscotti', lineage: 'hybrid', aroma: 'sweet cookies and diesel', terpenes: ['caryophyllene', 'limonene', 'humulene'], thc: [21, 27] },
  { name: 'Apple Fritter', lineage: 'hybrid', aroma: 'baked apples and vanilla', terpenes: ['caryophyllene', 'limonene', 'pinene'], thc: [22, 28] },
  { name: 'MAC', lineage: 'hybrid', aroma: 'sour citrus and creamy flowers', terpenes: ['limonene', 'caryophyllene', 'myrcene'], thc: [20, 26] },
  { name: 'Cereal Milk', lineage: 'hybrid', aroma: 'fruity cereal and cream', terpenes: ['limonene', 'caryophyllene', 'myrcene'], thc: [19, 25] },
  { name: 'Lemon Cherry Gelato', lineage: 'hybrid', aroma: 'cherry, lemon and cream', terpenes: ['limonene', 'caryophyllene', 'linalool'], thc: [23, 30] },
  { name: 'Gary Payton', lineage: 'hybrid', aroma: 'savoury herbs and diesel', terpenes: ['caryophyllene', 'limonene', 'linalool'], thc: [22, 29] },
  { name: 'Banana Kush', lineage: 'hybrid', aroma: 'ripe banana and sweet earth', terpenes: ['myrcene', 'caryophyllene', 'limonene'], thc: [18, 24] },
  { name: 'Clementine', lineage: 'sativa', aroma: 'bright clementine and sweet lemon', terpenes: ['terpinolene', 'limonene', 'myrcene'], thc: [17, 24] },
  { name: 'Blueberry', lineage: 'indica', aroma: 'fresh blueberries and sweet earth', terpenes: ['myrcene', 'caryophyllene', 'pinene'], thc: [16, 22] },
  { name: 'Black Cherry Punch', lineage: 'indica', aroma: 'black cherry and floral spice', terpenes: ['myrcene', 'caryophyllene', 'limonene'], thc: [19, 25] },
  { name: 'Tropicana Cookies', lineage: 'sativa', aroma: 'orange soda and tropical fruit', terpenes: ['limonene', 'caryophyllene', 'myrcene'], thc: [20, 27] },
  { name: 'Gushers', lineage: 'hybrid', aroma: 'fruit snacks and gas', terpenes: ['caryophyllene', 'limonene', 'linalool'], thc: [21, 28] },
]

/** Fruit and dessert flavours for edibles that are not named after a strain. */
export const EDIBLE_FLAVOURS = [
  'Watermelon',
  'Blood Orange',
  'Sour Cherry',
  'Wild Berry',
  'Peach Mango',
  'Pink Lemonade',
  'Green Apple',
  'Tangerine',
  'Pomegranate',
  'Blackberry Lime',
  'Raspberry',
  'Passionfruit',
] as const
