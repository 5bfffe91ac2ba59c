/**
 * The header's one island: the desktop Counties button, and the header's menus on Back. Both live here
 * because the header is on every page and its island wakes on the visitor's first tap, key or hover, on a phone or a
 * desktop, so it is the one script every page has once the visitor has done anything (a second island would cost
 * every page its loader). The menu itself stays server HTML beside the island (templates/header.tsx), so it adds no
 * props: the page stays within its 14 KiB brotli budget.
 *
 * Before JavaScript: the button opens and closes its popover by click, Enter and Space; Escape and a click outside
 * close it. With JavaScript, the same markup, plus:
 * - a mouse over the button opens the menu after 200 ms; leaving both the button and the menu closes it after 150 ms,
 *   unless the pointer comes back. A click on the button while a hover opened the menu keeps it open (the click a
 *   hover invited must not close it): it is then open as if clicked, and leaving no longer closes it. Focus alone
 *   never opens it.
 * - pagehide closes every open header popover (the drawer, this menu) and the drawer's Counties list, so that Back,
 *   which restores the page from the back/forward cache, shows the page and not the menu it was left from.
 * - focus leaving the button and the menu for another element (Tab past the last county) closes the menu.
 * - where the browser has no CSS anchor positioning (styles.css places the menu by it), the menu is put under its
 *   button as it opens, and at once if it was opened before the island woke.
 */
import { useEffect, useRef } from "react";
import { ChevronIcon } from "../../ui/icons.tsx";
import { defineIsland } from "../define.ts";

const openDelay = 200;
const closeDelay = 150;

/** The button that opens the popover #counties-menu (rendered beside the island by the header). */
export function HeaderMenus({ label }: { label: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const hovered = useRef(false); // the menu is open because the mouse came, not from a click or a key

  useEffect(() => {
    const trigger = button.current!;
    const menu = trigger.popoverTargetElement as HTMLElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (action: () => void, ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(action, ms);
    };
    const isOpen = () => menu.matches(":popover-open");
    const open = () => {
      if (isOpen()) return;
      menu.showPopover();
      hovered.current = true;
    };
    // Arriving: open after the delay, or stay open if a close was pending.
    const enter = () => (isOpen() ? clearTimeout(timer) : later(open, openDelay));
    const onEnter = (event: PointerEvent) => event.pointerType === "mouse" && enter();
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      if (!isOpen()) clearTimeout(timer);
      else if (hovered.current) later(() => menu.hidePopover(), closeDelay);
    };
    const onClick = (event: MouseEvent) => {
      clearTimeout(timer);
      // The click a hover invited cancels the popover's toggle: the menu stays open, now as if clicked.
      if (hovered.current && isOpen()) event.preventDefault();
      hovered.current = false;
    };
    // Closed by anything (Escape, a click outside, the button, a link): the next opening decides how it is open.
    // On "beforetoggle", which comes as the menu closes: "toggle" is queued, and can come after the next hover has
    // begun its opening, which it would cancel (header.test.ts).
    const onClose = (event: Event) => {
      if ((event as ToggleEvent).newState !== "closed") return;
      hovered.current = false;
      clearTimeout(timer);
    };
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (to instanceof Node && to !== trigger && !menu.contains(to) && isOpen()) menu.hidePopover();
    };
    const anchored = CSS.supports("anchor-name: --counties");
    const place = () => {
      if (anchored) return;
      const below = trigger.getBoundingClientRect();
      Object.assign(menu.style, { top: `${below.bottom + 4}px`, left: `${below.left}px`, right: "auto" });
    };
    const onOpen = (event: Event) => (event as ToggleEvent).newState === "open" && place();
    const closeAll = () => {
      for (const popover of document.querySelectorAll<HTMLElement>("header :popover-open")) popover.hidePopover();
      for (const details of document.querySelectorAll<HTMLDetailsElement>("header details[open]")) details.open = false;
    };
    const onShow = (event: PageTransitionEvent) => event.persisted && closeAll();
    const listeners: [EventTarget, string, (event: never) => unknown][] = [
      [trigger, "pointerenter", onEnter],
      [trigger, "pointerleave", onLeave],
      [trigger, "click", onClick],
      [menu, "pointerenter", onEnter],
      [menu, "pointerleave", onLeave],
      [menu, "beforetoggle", onClose],
      [menu, "beforetoggle", onOpen],
      [trigger, "focusout", onFocusOut],
      [menu, "focusout", onFocusOut],
      [window, "pagehide", closeAll],
      [window, "pageshow", onShow],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener);
    if (isOpen()) place();
    // The hover that woke this island: the mouse may already be over the button. (Not gated on "(hover: hover)":
    // headless Firefox reports no hover; a finger's sticky :hover follows a tap, whose click already opened the menu.)
    // Not when the button has focus: then a click or a key came first (the menu may have been opened and closed).
    if (trigger.matches(":hover") && document.activeElement !== trigger) enter();
    return () => {
      clearTimeout(timer);
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener);
    };
  }, []);

  return (
    <button
      ref={button}
      type="button"
      popoverTarget="counties-menu"
      data-slot="counties-trigger"
      className="inline-flex min-h-11 items-center gap-1 rounded-md px-2.5 font-medium whitespace-nowrap hover:bg-muted"
    >
      {label}
      <ChevronIcon size={16} />
    </button>
  );
}

/** The header's island: its server HTML is a working popover button, so it wakes on interaction. */
export const headerMenus = defineIsland({ name: "header-menus", component: HeaderMenus, hydrate: "interaction" });
