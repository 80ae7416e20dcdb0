import { ArrowRight, Sparkles } from '~/ui/icons'
import type { RewardsContent } from '~/content/rewards-schema'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { RichText } from '~/ui/rich-text'

/**
 * The rewards hero (000 §2, §3): logo, title, rich-text description and one call to action. A
 * signed-out visitor gets the join button '#rise-join-now', a real link to the current page with
 * flow=signup (the sign-up dialog opens from the query, and works as a link without JavaScript);
 * a signed-in member gets the second CTA, a link to their rewards (001 §2.5).
 */
export function RewardsHero({ hero, signedIn, joinHref }: { hero: RewardsContent['hero']; signedIn: boolean; joinHref: string }) {
  const [joinCta, memberCta] = hero.buttonCta
  return (
    <section aria-labelledby="rewards-title" className="relative overflow-hidden border-b border-line bg-accent-tint">
      <Container className="grid items-center gap-8 py-10 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-12 md:py-16 lg:py-20">
        <div className="flex flex-col items-start gap-5">
          <picture>
            <source media="(min-width: 768px)" srcSet={hero.rewardsLogoDesktop.src} width={hero.rewardsLogoDesktop.width} height={hero.rewardsLogoDesktop.height} />
            <img
              src={hero.rewardsLogo.src}
              alt={hero.rewardsLogo.alt}
              width={hero.rewardsLogo.width}
              height={hero.rewardsLogo.height}
              className="h-16 w-auto md:h-[84px]"
            />
          </picture>
          <h1 id="rewards-title" className="font-display text-2xl font-semibold text-brand-950 md:text-3xl">
            {hero.title}
          </h1>
          <RichText markdown={hero.description} className="max-w-xl text-base text-ink-muted md:text-lg" />
          {signedIn ? (
            <ButtonLink to={memberCta.longUrl} size="lg">
              {memberCta.title}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          ) : (
            <ButtonLink id="rise-join-now" to={joinHref} size="lg" preventScrollReset>
              <Sparkles aria-hidden="true" className="size-5" />
              {joinCta.title}
            </ButtonLink>
          )}
        </div>
        <picture className="block">
          <source media="(min-width: 768px)" srcSet={hero.heroImageDesktop.src} width={hero.heroImageDesktop.width} height={hero.heroImageDesktop.height} />
          <img
            src={hero.heroImage.src}
            alt={hero.heroImage.alt}
            width={hero.heroImage.width}
            height={hero.heroImage.height}
            fetchPriority="high"
            className="aspect-[5/4] w-full rounded-xl object-cover shadow-raised md:aspect-[3/2]"
          />
        </picture>
      </Container>
    </section>
  )
}
