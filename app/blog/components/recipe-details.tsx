import { Clock, Flame, TriangleAlert, Users, Utensils } from '~/ui/icons'
import type { RecipePageData } from '../blog.server'
import { RECIPE_PARTS } from '../recipe-parts'
import { SectionHeading } from './entry-page'

/** Preparation time, cook time, servings and difficulty under the recipe's title (002 §2 hero). */
export function RecipeFacts({ recipe }: { recipe: RecipePageData }) {
  const facts = [
    { icon: Clock, label: 'Preparation', value: recipe.preparationTime },
    ...(recipe.cookTime ? [{ icon: Flame, label: 'Cooking', value: recipe.cookTime }] : []),
    { icon: Users, label: 'Makes', value: recipe.servings },
    { icon: Utensils, label: 'Difficulty', value: recipe.difficulty },
  ]
  return (
    <dl className="mt-2 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:gap-6">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="relative pl-7 text-sm">
          <dt className="text-ink-muted">
            <Icon aria-hidden="true" className="absolute top-1.5 left-0 size-5 text-brand-700" />
            {label}
          </dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The dosing reminder (infused recipes), the ingredients and the method. */
export function RecipeDetails({ recipe }: { recipe: RecipePageData }) {
  const [ingredients, method] = RECIPE_PARTS
  return (
    <>
      {recipe.infused ? (
        <aside aria-label="Before you make this" className="mt-8 flex gap-3 rounded-xl border border-accent bg-accent-tint p-4 text-sm text-ink">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
          <p>
            <strong className="font-semibold">This recipe contains cannabis.</strong> For adults 21 and older. Start with one serving and
            wait two hours before having more. Label everything infused, keep it locked away from children and pets, and never drive
            after eating it.
          </p>
        </aside>
      ) : null}
      <section aria-labelledby={ingredients!.id} className="mt-10">
        <SectionHeading id={ingredients!.id}>{ingredients!.title}</SectionHeading>
        <ul className="mt-4 flex flex-col gap-2 rounded-xl border border-line bg-surface p-5">
          {recipe.ingredients.map((ingredient) => (
            <li key={ingredient} className="flex gap-3">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
              {ingredient}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={method!.id} className="mt-10">
        <SectionHeading id={method!.id}>{method!.title}</SectionHeading>
        <ol className="mt-4 flex flex-col gap-4">
          {recipe.steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
                {index + 1}
              </span>
              <p className="pt-1">{step}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
