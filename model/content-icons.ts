/**
 * The icons content files may name (`icon: shield` on a card, a badge or an FAQ category), as plain shape data:
 * the server renders them with <ContentIcon>, and an island that needs one receives its shapes in its props, so
 * no island bundles the whole set. 24×24 viewBox, stroked, drawn for this site.
 */

/** One SVG element: its tag and attributes. */
export type IconShape =
  | ["path", { d: string }]
  | ["circle", { cx: number; cy: number; r: number }]
  | ["rect", { x: number; y: number; width: number; height: number; rx?: number }];

// Marked free of side effects, so a bundle that uses none of the icons (an island importing templates/ui/icons.tsx
// for its chevron) leaves the whole set out.
/* #__NO_SIDE_EFFECTS__ */
function p(d: string): IconShape {
  return ["path", { d }];
}
/* #__NO_SIDE_EFFECTS__ */
function c(cx: number, cy: number, r: number): IconShape {
  return ["circle", { cx, cy, r }];
}
/* #__NO_SIDE_EFFECTS__ */
function r(x: number, y: number, width: number, height: number, rx?: number): IconShape {
  return ["rect", { x, y, width, height, rx }];
}

export const contentIcons = {
  alert: [p("M12 3 2 20h20z"), p("M12 10v4M12 17h.01")],
  award: [c(12, 9, 6), p("m8.5 13.5-1.5 8 5-3 5 3-1.5-8")],
  building: [r(4, 3, 16, 18, 1), p("M9 21v-4h6v4M8 7h2M14 7h2M8 11h2M14 11h2")],
  calendar: [r(3, 5, 18, 16, 2), p("M3 10h18M8 3v4M16 3v4")],
  car: [p("M5 17h14v-5l-2-5H7l-2 5z"), p("M5 12h14"), c(8, 17, 2), c(16, 17, 2)],
  card: [r(2, 5, 20, 14, 2), p("M2 10h20")],
  chat: [p("M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z")],
  check: [c(12, 12, 10), p("m8 12 3 3 5-6")],
  clock: [c(12, 12, 10), p("M12 6v6l4 2")],
  dollar: [c(12, 12, 10), p("M15 9a3 2 0 0 0-3-1.5c-1.7 0-3 .9-3 2s1.3 1.8 3 2 3 .9 3 2-1.3 2-3 2a3 2 0 0 1-3-1.5M12 6v12")],
  file: [p("M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z"), p("M14 2v6h6M8 13h8M8 17h5")],
  globe: [c(12, 12, 10), p("M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20")],
  handshake: [p("m2 12 5-5 4 2 3-2 8 5"), p("m7 14 4 4 2-1 2 2 4-4"), p("M11 9 8 12l2 2 3-3")],
  heart: [p("M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-3 4.5 4.5 0 0 1 8 3c0 6-8 11-8 11z")],
  home: [p("m3 11 9-8 9 8"), p("M5 10v11h14V10"), p("M10 21v-6h4v6")],
  lock: [r(4, 11, 16, 10, 2), p("M8 11V7a4 4 0 0 1 8 0v4")],
  phone: [
    p(
      "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z",
    ),
  ],
  pin: [p("M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z"), c(12, 10, 3)],
  scale: [p("M12 3v18M7 21h10M4 7h16"), p("m4 7-3 7a3 3 0 0 0 6 0zM20 7l-3 7a3 3 0 0 0 6 0z")],
  search: [c(11, 11, 7), p("m21 21-5-5")],
  shield: [p("M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z"), p("m9 12 2 2 4-4")],
  star: [p("m12 2 3 7 7 .6-5.3 4.7 1.6 7.2L12 17.8 5.7 21.5l1.6-7.2L2 9.6 9 9z")],
  users: [c(9, 8, 4), p("M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1"), p("M16 4a4 4 0 0 1 0 8M22 21v-1a6 6 0 0 0-4-5.6")],
} satisfies Record<string, IconShape[]>;

export type ContentIconName = keyof typeof contentIcons;
export const contentIconNames = /* @__PURE__ */ sortedNames(contentIcons);

/* #__NO_SIDE_EFFECTS__ */
function sortedNames(icons: typeof contentIcons) {
  return Object.keys(icons).sort() as [ContentIconName, ...ContentIconName[]];
}
