import type { Activity, Feeling, Kind } from './vocabulary'

/** Nicknames in the styles shoppers pick: first name and initial, or a handle. */
export const FIRST_NAMES = [
  'Maya', 'Jordan', 'Priya', 'Marcus', 'Elena', 'Tom', 'Aisha', 'Derek', 'Sofia', 'Kevin', 'Hannah', 'Luis',
  'Grace', 'Andre', 'Nicole', 'Sam', 'Rachel', 'Omar', 'Kate', 'Ben', 'Tasha', 'Victor', 'Megan', 'Chris',
  'Lauren', 'Darius', 'Jess', 'Eli', 'Monica', 'Pat', 'Rosa', 'Wes', 'Dana', 'Hector', 'Claire', 'Jamal',
] as const
export const HANDLES = [
  'trailrunner', 'lakeside', 'nightowl', 'gardenkeeper', 'vinylhead', 'northstar', 'couchchef', 'fieldnotes',
  'porchlight', 'backroads', 'riverrat', 'slowburn', 'citylights', 'greenthumb', 'dogdad', 'bookworm',
  'weekendwarrior', 'snowbird', 'moonchild', 'hopsandhaze',
] as const

export const OPENERS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: ['Easily one of my favourites.', 'This one is a keeper.', 'Exactly what I was hoping for.', 'Bought it twice already.', 'Ten out of ten from me.'],
  4: ['Really solid.', 'Good pick overall.', 'Pleasantly surprised by this one.', 'Would buy again.', 'Very nice, with one small gripe.'],
  3: ['It was fine.', 'Middle of the road for me.', 'Decent, not amazing.', 'Okay for the price.'],
  2: ['Not really for me.', 'Expected more from this one.', 'A bit of a letdown.'],
  1: ['Would not buy again.', 'Disappointed with this one.', 'Did nothing for me.'],
}

export const FEELING_WORDS: Record<Feeling, string> = {
  Sleepy: 'sleepy',
  Blissful: 'blissful',
  Relaxed: 'relaxed',
  Creative: 'creative',
  Energetic: 'energetic',
  Hungry: 'hungry',
  'Pain free': 'pain free',
  'Not high': 'clear-headed',
}

export const ACTIVITY_PHRASES: Record<Activity, string> = {
  'Get intimate': 'a date night',
  'Get relief': 'taking the edge off sore muscles',
  'Get some sleep': 'winding down before bed',
  'Get Active': 'a hike or a workout',
  'Stimulate my mind': 'reading or working on a project',
  'Hang with friends': 'an evening with friends',
  'Ease my mind': 'quieting a busy head',
}

export const KIND_REMARKS: Record<Kind, { good: readonly string[]; bad: readonly string[] }> = {
  flower: {
    good: ['Buds were dense and nicely cured.', 'Smooth smoke and a clean white ash.', 'The jar smelled amazing when I opened it.'],
    bad: ['The buds were a little dry.', 'Harsher smoke than I expected.'],
  },
  'pre-roll': {
    good: ['Burned evenly the whole way down.', 'Packed well, no canoeing.', 'Handy to have a few ready to go.'],
    bad: ['Had to relight it a few times.', 'Felt loosely packed.'],
  },
  vape: {
    good: ['Hits smooth with no clogging.', 'Tastes true to the strain.', 'Lasted longer than I expected.'],
    bad: ['Clogged a couple of times.', 'Flavour faded halfway through.'],
  },
  extract: {
    good: ['Great consistency and easy to work with.', 'Super flavourful dabs.', 'A little goes a long way.'],
    bad: ['Harder to handle than I would like.', 'Flavour was muted.'],
  },
  edible: {
    good: ['Kicked in after about an hour and lasted all evening.', 'Easy to dose, and no weird aftertaste.', 'Tastes like real fruit.'],
    bad: ['Took a long time to kick in.', 'The aftertaste was strong.'],
  },
  tincture: {
    good: ['Easy to dose under the tongue.', 'Gentle and predictable.', 'Works well as part of my evening routine.'],
    bad: ['The taste is rough.', 'Hard to tell how much I was getting.'],
  },
  topical: {
    good: ['Absorbs quickly without feeling greasy.', 'Helped my knees after long runs.', 'Nice light scent.'],
    bad: ['Did not notice much difference.', 'Felt greasy on my skin.'],
  },
  gear: {
    good: ['Feels sturdy and well made.', 'Works exactly as described.', 'Good quality for the price.'],
    bad: ['Stopped working after a few weeks.', 'Feels cheaper than it looks.'],
  },
}

export const VALUE_REMARKS = {
  good: ['Fair price for the quality.', 'Great value when it is on special.', 'Worth every penny.', 'The staff recommended it and they were right.'],
  bad: ['A bit pricey for what it is.', 'Only worth it on special.'],
} as const

export const STORE_NOTES = [
  'Staff pick this month.',
  'Limited drop: while supplies last.',
  'Ask the counter about pairing this with a grinder.',
  'Back in stock after a short break.',
  'Grown and packaged in-state.',
  'Popular with our medical patients.',
  'Our budtenders rate this one highly for beginners.',
] as const
