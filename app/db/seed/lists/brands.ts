import type { Kind } from './vocabulary'

/**
 * Fictional brands: what they make and their product lines per kind (the `brand_subtype`; an
 * empty string means some products of that kind belong to no line).
 */
export type BrandInfo = {
  name: string
  description: string
  kinds: readonly Kind[]
  lines: Partial<Record<Kind, readonly string[]>>
}

export const BRANDS: readonly BrandInfo[] = [
  { name: 'Cedar & Stone', description: 'Small-batch flower grown in living soil and hang-dried for two weeks.', kinds: ['flower', 'pre-roll'], lines: { flower: ['Reserve', 'Daily'], 'pre-roll': ['Daily'] } },
  { name: 'Lumen Labs', description: 'Clean distillate and live resin vapes tested batch by batch.', kinds: ['vape', 'extract'], lines: { vape: ['Live Line', 'Pure Distillate'], extract: ['Live Line'] } },
  { name: 'Prairie Bloom', description: 'Sun-grown Midwestern flower at prices that make sense.', kinds: ['flower', 'pre-roll'], lines: { flower: ['Sungrown'], 'pre-roll': ['Sungrown', ''] } },
  { name: 'Hearth Kitchen', description: 'Chocolates and baked treats dosed in even 5 mg steps.', kinds: ['edible'], lines: { edible: ['Dark Collection', 'Classics'] } },
  { name: 'Tidewater Botanicals', description: 'Whole-plant tinctures and topicals for steady, everyday use.', kinds: ['tincture', 'topical'], lines: { tincture: ['Balance'], topical: ['Restore'] } },
  { name: 'Northline Extracts', description: 'Hydrocarbon concentrates from fresh-frozen harvests.', kinds: ['extract', 'vape'], lines: { extract: ['Fresh Frozen', 'Cured'], vape: ['Fresh Frozen'] } },
  { name: 'Kindred Fields', description: 'Family farm flower with a focus on terpene-rich heirloom cuts.', kinds: ['flower', 'pre-roll', 'vape'], lines: { flower: ['Heirloom', ''], 'pre-roll': [''], vape: [''] } },
  { name: 'Daybreak Gummies', description: 'Fruit gummies made with real purée and no artificial colours.', kinds: ['edible'], lines: { edible: ['Sunrise', 'Nightfall'] } },
  { name: 'Copperleaf', description: 'Premium indoor flower trimmed by hand.', kinds: ['flower', 'pre-roll'], lines: { flower: ['Signature', 'Select'], 'pre-roll': ['Select'] } },
  { name: 'Riverbend Rosin', description: 'Solventless rosin pressed from ice-water hash.', kinds: ['extract', 'vape'], lines: { extract: ['Tier 1', 'Tier 2'], vape: ['Rosin Carts'] } },
  { name: 'Meridian Wellness', description: 'Balanced CBD and THC formulas developed with pharmacists.', kinds: ['tincture', 'topical', 'edible'], lines: { tincture: ['1:1 Series', 'CBD Plus'], topical: ['CBD Plus'], edible: ['1:1 Series'] } },
  { name: 'Hollow Oak', description: 'Pre-rolls packed with whole flower, never trim.', kinds: ['pre-roll'], lines: { 'pre-roll': ['Shorties', 'Full Grams'] } },
  { name: 'Stillwater Vapor', description: 'Ceramic-core cartridges and all-in-one vapes.', kinds: ['vape'], lines: { vape: ['Core', 'Live'] } },
  { name: 'Grain & Grove', description: 'Cannabis-infused mints and chews for discreet dosing.', kinds: ['edible'], lines: { edible: ['Micro', ''] } },
  { name: 'Summit Supply', description: 'Batteries, grinders and rolling gear built to last.', kinds: ['gear'], lines: {} },
  { name: 'Wildflower Apothecary', description: 'Botanical balms and lotions infused with full-spectrum extract.', kinds: ['topical'], lines: { topical: ['Apothecary'] } },
  { name: 'Old Harbor', description: 'East Coast craft flower from a converted greenhouse.', kinds: ['flower', 'pre-roll'], lines: { flower: ['Harbor Reserve', ''], 'pre-roll': [''] } },
  { name: 'Ember Glass', description: 'Hand-blown pipes and storage jars from an independent studio.', kinds: ['gear'], lines: {} },
  { name: 'Verdant Co.', description: 'Reliable everyday flower, vapes and pre-rolls.', kinds: ['flower', 'pre-roll', 'vape'], lines: { flower: ['Everyday', 'Small Buds'], 'pre-roll': ['Everyday'], vape: ['Everyday'] } },
  { name: 'Brightwater Beverages', description: 'Sparkling cannabis drinks with fast-acting emulsions.', kinds: ['edible'], lines: { edible: ['Seltzers'] } },
  { name: 'Foxglove Farms', description: 'Organic-practice outdoor flower from a small cooperative.', kinds: ['flower', 'pre-roll'], lines: { flower: ['Field Grown'], 'pre-roll': ['Field Grown'] } },
  { name: 'Quarry Concentrates', description: 'Shatter, badder and diamonds at fair prices.', kinds: ['extract'], lines: { extract: ['Rock Solid', ''] } },
  { name: 'Moonrise', description: 'Evening-focused edibles and tinctures with CBN.', kinds: ['edible', 'tincture'], lines: { edible: ['Night Shift'], tincture: ['Night Shift'] } },
  { name: 'Parallel', description: 'Clean vapes that match the plant’s original terpene profile.', kinds: ['vape', 'extract'], lines: { vape: ['Strain Specific', ''], extract: ['Strain Specific'] } },
  { name: 'Harvest Lane', description: 'Value flower in larger sizes for regulars.', kinds: ['flower', 'pre-roll'], lines: { flower: ['Bulk', ''], 'pre-roll': [''] } },
  { name: 'Lakeshore Labs', description: 'Live resin carts and sauce from Great Lakes growers.', kinds: ['vape', 'extract'], lines: { vape: ['Classic'], extract: ['Sauce Line'] } },
  { name: 'Juniper Grove', description: 'Precision-dosed gummies in seasonal flavours.', kinds: ['edible'], lines: { edible: ['Seasonal', 'Core'] } },
  { name: 'Cobalt Cultivation', description: 'High-potency indoor cuts grown under LED.', kinds: ['flower', 'vape', 'pre-roll'], lines: { flower: ['Blue Label', 'Black Label'], vape: ['Blue Label'], 'pre-roll': ['Blue Label'] } },
  { name: 'Saltmeadow', description: 'Coastal-grown flower and whole-flower joints.', kinds: ['flower', 'pre-roll'], lines: {} },
  { name: 'Fable Chocolate', description: 'Single-origin chocolate bars infused in small batches.', kinds: ['edible'], lines: { edible: ['Origins'] } },
  { name: 'Canopy Care', description: 'Topicals and patches for targeted, non-intoxicating relief.', kinds: ['topical', 'tincture'], lines: { topical: ['Relief', 'Sport'], tincture: ['Relief'] } },
  { name: 'Redwood Row', description: 'Old-school genetics preserved from the original seed stock.', kinds: ['flower', 'extract'], lines: { flower: ['Legacy'], extract: ['Legacy'] } },
  { name: 'Thistle & Thorn', description: 'Infused pre-rolls rolled with kief and live resin.', kinds: ['pre-roll'], lines: { 'pre-roll': ['Infused', 'Kief Coated'] } },
  { name: 'Pioneer Vapes', description: 'Simple, dependable disposables that last to the last draw.', kinds: ['vape'], lines: { vape: ['All-in-One'] } },
  { name: 'Greenhouse Collective', description: 'A co-op of small growers sharing one label.', kinds: ['flower', 'pre-roll', 'extract'], lines: { flower: ['Collective Cuts', ''], 'pre-roll': [''], extract: [''] } },
  { name: 'Solace', description: 'Low-dose tinctures and sprays for the canna-curious.', kinds: ['tincture', 'edible'], lines: { tincture: ['Low Dose'], edible: ['Low Dose'] } },
  { name: 'Amber Hive', description: 'Honey-based edibles and sugar concentrates.', kinds: ['edible', 'extract'], lines: { edible: ['Honey Sticks', ''], extract: [''] } },
  { name: 'Ironwood Supply Co.', description: 'Rolling papers, cones and storage for the everyday smoker.', kinds: ['gear'], lines: {} },
  { name: 'Bluestem', description: 'Native-prairie-inspired strains grown in the Midwest.', kinds: ['flower', 'vape'], lines: { flower: ['Prairie Series'], vape: ['Prairie Series'] } },
  { name: 'Silver Birch', description: 'Cold-cured live rosin and rosin carts.', kinds: ['extract', 'vape'], lines: { extract: ['Cold Cure'], vape: ['Cold Cure'] } },
  { name: 'Orchard Street', description: 'Fruit-forward chews and gummies made in small kitchens.', kinds: ['edible'], lines: { edible: ['Orchard Chews', ''] } },
  { name: 'Basin & Range', description: 'Desert-grown flower and concentrates from Nevada growers.', kinds: ['flower', 'extract', 'vape'], lines: { flower: ['High Desert'], extract: ['High Desert'], vape: [''] } },
  { name: 'Keystone Remedies', description: 'Medical-grade tinctures, capsules and topicals.', kinds: ['tincture', 'topical'], lines: { tincture: ['Rx Line', ''], topical: ['Rx Line'] } },
  { name: 'Nightjar', description: 'Indica-leaning flower and carts for slow evenings.', kinds: ['flower', 'vape', 'pre-roll'], lines: { flower: ['After Dark'], vape: ['After Dark'], 'pre-roll': [''] } },
]

export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
