/**
 * The top of a page that has a picture (county pages with `heroImage`): PageHero's heading, lead and calls to
 * action on the left and the picture on the right from 768 px up, the picture under them on a phone. Width and
 * height are always set, so nothing moves while the picture loads.
 */
import type { ReactNode } from "react";
import type { CountyPage } from "../model/schemas/index.ts";
import type { SiteContext } from "../model/site-context.ts";
import { CallButtons } from "./blocks.tsx";

/** A hero with a picture beside the heading. */
export function ImageHero({
  ctx,
  heading,
  lead,
  image,
  children,
}: {
  ctx: SiteContext;
  heading: string;
  lead?: string;
  image: NonNullable<CountyPage["heroImage"]>;
  children?: ReactNode;
}) {
  return (
    <section className="bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-[3fr_2fr] md:py-14">
        <div>
          <h1 className="max-w-3xl text-3xl leading-tight font-bold md:text-4xl">{heading}</h1>
          {lead && <p className="mt-4 max-w-2xl text-lg">{lead}</p>}
          <div className="mt-6">
            <CallButtons ctx={ctx} onDark />
          </div>
          {children}
        </div>
        <img src={image.src} width={image.width} height={image.height} alt={image.alt} data-hero-image className="h-auto w-full rounded-xl" />
      </div>
    </section>
  );
}
