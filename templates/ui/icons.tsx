/** Small inline SVG icons (decorative: hidden from screen readers; the text next to them carries the meaning). */
import { createElement, type ReactNode } from "react";
import { type ContentIconName, contentIcons, type IconShape } from "../../model/content-icons.ts";

function Icon({ children, size = 20, className }: { children: ReactNode; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

type IconProps = { size?: number; className?: string };

/** An icon drawn from shape data (content-icons.ts); islands receive an icon's shapes in their props. */
export function ShapesIcon({ shapes, ...props }: IconProps & { shapes: IconShape[] }) {
  return <Icon {...props}>{shapes.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}</Icon>;
}

/** The icon a content file names (`icon: shield`). */
export function ContentIcon({ name, ...props }: IconProps & { name: ContentIconName }) {
  return <ShapesIcon shapes={contentIcons[name]} {...props} />;
}

/** A telephone handset. */
export const PhoneIcon = (p: IconProps) => <ShapesIcon shapes={contentIcons.phone} {...p} />;
/** A clock. */
export const ClockIcon = (p: IconProps) => <ShapesIcon shapes={contentIcons.clock} {...p} />;
/** A map pin. */
export const PinIcon = (p: IconProps) => <ShapesIcon shapes={contentIcons.pin} {...p} />;
/** An envelope. */
export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </Icon>
);
/** Three lines: the menu button. */
export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
/** A cross: close. */
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);
/** A downward chevron. */
export const ChevronIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
/** A globe: the language switch. */
export const GlobeIcon = (p: IconProps) => <ShapesIcon shapes={contentIcons.globe} {...p} />;

/** A shield with a check: licensed, trusted. */
export const ShieldIcon = (p: IconProps) => <ShapesIcon shapes={contentIcons.shield} {...p} />;
/** A document: apply online. */
export const FormIcon = (p: IconProps) => <ShapesIcon shapes={contentIcons.file} {...p} />;
/** A card: payment. */
export const CardIcon = (p: IconProps) => <ShapesIcon shapes={contentIcons.card} {...p} />;
/** Speech bubbles: languages. */
export const ChatIcon = (p: IconProps) => <ShapesIcon shapes={contentIcons.chat} {...p} />;
/** An arrow pointing right. */
export const ArrowIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12h14M13 5l7 7-7 7" />
  </Icon>
);
