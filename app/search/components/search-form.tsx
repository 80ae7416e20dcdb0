import { Form } from 'react-router'
import { Search } from '~/ui/icons'
import { buttonClasses } from '~/ui/button'
import { MAX_QUERY_LENGTH } from '../limits'

/**
 * The search box (002 §2): a GET form to /search, so it works without JavaScript and every search
 * has its address. Inside a category's view it keeps the category; the page's store goes along too.
 */
export function SearchForm({
  label,
  placeholder,
  text,
  category,
  storeId,
  invalid,
}: {
  label: string
  placeholder: string
  text: string
  category: string | null
  storeId: string | null
  /** The id of the message that says what is wrong with the search, when something is. */
  invalid?: string
}) {
  return (
    <Form method="get" action="/search" role="search" aria-label="Site search" className="flex flex-col gap-2">
      <label htmlFor="search-query" className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            // A new search (a link, back and forward) shows its own text.
            key={text}
            id="search-query"
            type="search"
            name="query"
            defaultValue={text}
            placeholder={placeholder}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid}
            className="min-h-12 w-full rounded-lg border border-line-strong bg-surface pr-3.5 pl-11 text-base text-ink placeholder:text-ink-subtle focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none"
          />
        </div>
        {category ? <input type="hidden" name="category" value={category} /> : null}
        {storeId ? <input type="hidden" name="storeId" value={storeId} /> : null}
        <button type="submit" className={buttonClasses('primary', 'lg')}>
          Search
        </button>
      </div>
    </Form>
  )
}
