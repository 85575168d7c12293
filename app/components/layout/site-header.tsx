/**
 * The site header (spec 2.2): menu groups as dropdowns on wide screens and a
 * toggled menu on phones, the search box (to /search), the language switch (in the
 * bar on every screen: a Hindi reader on a phone finds it without opening the menu)
 * and the Donate link.
 *
 * Dropdown rules: one open at a time; it closes on a click outside, on Escape
 * (focus returns to its button), when focus leaves it, and 200 ms after the
 * pointer leaves. A click on a button the pointer has just opened keeps its menu
 * open (the click a person makes after the menu appeared on hover); the next click
 * closes it. The phone menu closes after navigation.
 */
import clsx from "clsx";
import { type PointerEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, useLocation, useSearchParams } from "react-router";
import { unprefixedPath } from "#common/locale";
import { SEARCH_LIMITS } from "#common/search-limits";
import { Icon } from "~/components/ui/icon";
import { Link, NavLink as RouterNavLink } from "~/components/ui/site-link";
import { StaticContent } from "~/components/ui/static-content";
import { APPLICATION_FORM, isNavGroup, type NavEntry, type NavGroup, type NavLink } from "~/content/nav-entry";
import { pathTo } from "~/content/paths";
import { useSiteWords } from "~/i18n/site-words";
import { useLocalizedPath } from "~/i18n/words";
import { useApplyLink } from "~/lib/apply-link";
import { LanguageSwitch } from "./language-switch";
import { SiteLogo } from "./site-logo";

export const DROPDOWN_CLOSE_DELAY_MS = 200;

/** Where a menu link goes, and whether it leaves the site (the application form may be elsewhere). */
function useTarget(link: NavLink): { href: string; external: boolean } {
  const apply = useApplyLink();
  if (link.to === APPLICATION_FORM) return { href: apply.to, external: apply.external };
  return { href: link.to, external: Boolean(link.external) };
}

function MenuLink({ link, className, onNavigate }: { link: NavLink; className?: string; onNavigate?: () => void }) {
  const { href, external } = useTarget(link);
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        <span className="flex items-center gap-1.5">
          {link.label}
          <Icon name="external-link" className="size-3.5 opacity-60" />
          <span className="sr-only">(opens in a new tab)</span>
        </span>
        {link.description && (
          <span className="mt-0.5 block text-xs font-normal text-slate-500">{link.description}</span>
        )}
      </a>
    );
  }
  return (
    <RouterNavLink to={href} className={className} onClick={onNavigate} end>
      <span>{link.label}</span>
      {link.description && <span className="mt-0.5 block text-xs font-normal text-slate-500">{link.description}</span>}
    </RouterNavLink>
  );
}

/**
 * The site search box: a plain GET form to /search (/hi/search on Hindi pages; role search, labelled), so
 * Enter opens the results page with or without JavaScript. Empty text goes
 * nowhere.
 */
function SearchBox({ className, id }: { className?: string; id: string }) {
  const { chrome } = useSiteWords();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // From a Hindi page, the Hindi results page (its Hindi pages, issue 41).
  const searchPath = useLocalizedPath()(pathTo.search());
  const current = location.pathname === searchPath ? (searchParams.get("q") ?? "") : "";
  return (
    <Form
      method="get"
      action={searchPath}
      role="search"
      aria-label={chrome.searchLabel}
      className={clsx("relative", className)}
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("q") as HTMLInputElement | null;
        if (!input?.value.trim()) event.preventDefault();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {chrome.searchLabel}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        // A new results page shows its own query in the box.
        key={current}
        id={id}
        name="q"
        type="search"
        enterKeyHint="search"
        maxLength={SEARCH_LIMITS.query}
        defaultValue={current}
        placeholder={chrome.searchPlaceholder}
        className="w-full rounded-full border border-slate-200 bg-slate-50 py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500/20"
      />
    </Form>
  );
}

function DesktopGroup({
  group,
  open,
  onOpen,
  onClose,
  onToggle,
}: {
  group: NavGroup;
  open: boolean;
  onOpen: () => void;
  onClose: (opts?: { delayed?: boolean }) => void;
  onToggle: () => void;
}) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** Open because the pointer came over it, not yet clicked: a click then means "open", not "close". */
  const openedByHover = useRef(false);
  // Menu paths are English; the page may be the Hindi one of the same path.
  const pathname = unprefixedPath(useLocation().pathname);
  const active = group.items.some((item) =>
    isNavGroup(item) ? item.items.some((l) => l.to === pathname) : item.to === pathname,
  );

  // However it closed (Escape, a click outside, another menu), its next opening starts afresh.
  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    if (!open) openedByHover.current = true;
    onOpen();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    onClose({ delayed: true });
  };

  return (
    <li
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          onClose();
          triggerRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => {
          // The menu appeared as the pointer came over it: this click confirms it,
          // however long the person read first, or however soon (the pointer's
          // opening may not be drawn yet, so the ref decides, not `open`). A keyboard
          // activation has detail 0 and always toggles.
          if (event.detail > 0 && openedByHover.current) {
            openedByHover.current = false;
            onOpen();
            return;
          }
          onToggle();
        }}
        className={clsx(
          "flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold transition-colors",
          open || active ? "text-brand-700" : "text-slate-700 hover:text-brand-700",
          open && "bg-brand-50",
        )}
      >
        {group.label}
        <Icon name="chevron-down" className={clsx("size-4 transition-transform", open && "rotate-180")} />
      </button>
      {/* A link followed (or opened in a new tab) closes the menu. The links themselves
          stay as the server drew them (decision 051); a new page draws them afresh. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link inside is a click */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: clicks of the links inside */}
      <div
        id={panelId}
        hidden={!open}
        data-dropdown={group.label}
        className="absolute top-full left-0 z-50 pt-2"
        onClick={(event) => {
          if ((event.target as Element).closest("a")) onClose();
        }}
      >
        <StaticContent>
          <ul className="w-72 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10">
            {group.items.map((item) =>
              isNavGroup(item) ? (
                <li key={item.label} className="my-1 rounded-xl bg-slate-50 p-2">
                  <p className="px-2 pb-1 text-xs font-bold tracking-wide text-slate-500 uppercase">{item.label}</p>
                  <ul>
                    {item.items.map((link) => (
                      <li key={link.to}>
                        <MenuLink link={link} className={dropdownLinkClass} />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.to}>
                  <MenuLink link={item} className={dropdownLinkClass} />
                </li>
              ),
            )}
          </ul>
        </StaticContent>
      </div>
    </li>
  );
}

const dropdownLinkClass =
  "block rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700";

function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { chrome, navigation } = useSiteWords();
  const [expanded, setExpanded] = useState<string | null>(null);
  const linkClass =
    "block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";

  const renderEntry = (entry: NavEntry, index: number) => {
    if (!isNavGroup(entry)) {
      return (
        <li key={entry.to}>
          <MenuLink link={entry} className={linkClass} onNavigate={onNavigate} />
        </li>
      );
    }
    const isOpen = expanded === entry.label;
    const sectionId = `${id}-group-${index}`;
    return (
      <li key={entry.label}>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={sectionId}
          onClick={() => setExpanded(isOpen ? null : entry.label)}
          className="flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-left text-base font-semibold text-slate-900 hover:bg-slate-50"
        >
          {entry.label}
          <Icon
            name="chevron-down"
            className={clsx("size-5 text-slate-400 transition-transform", isOpen && "rotate-180")}
          />
        </button>
        <ul id={sectionId} hidden={!isOpen} className="mb-2 ml-3 border-l-2 border-brand-100 pl-2">
          {entry.items.map((item) =>
            isNavGroup(item) ? (
              <li key={item.label}>
                <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-slate-500 uppercase">{item.label}</p>
                <ul>
                  {item.items.map((link) => (
                    <li key={link.to}>
                      <MenuLink link={link} className={linkClass} onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.to}>
                <MenuLink link={item} className={linkClass} onNavigate={onNavigate} />
              </li>
            ),
          )}
        </ul>
      </li>
    );
  };

  return (
    <div id={id} className="border-t border-slate-200 bg-white lg:hidden">
      <nav
        aria-label={chrome.mainNavigation}
        className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl overflow-y-auto px-4 pt-3 pb-6"
      >
        <SearchBox id={`${id}-search`} className="mb-3" />
        <ul className="space-y-0.5">{navigation.headerNavigation.map(renderEntry)}</ul>
        <Link
          to="/#donate"
          onClick={onNavigate}
          className="mt-4 flex items-center justify-center gap-2 rounded-full bg-saffron-400 px-5 py-3 text-base font-bold text-slate-900"
        >
          <Icon name="heart" className="size-5" />
          {chrome.donate}
        </Link>
      </nav>
    </div>
  );
}

export function SiteHeader() {
  const { chrome, navigation } = useSiteWords();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const mobileMenuId = useId();

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), []);
  /** Closes `label`'s dropdown, unless another one has been opened meanwhile. */
  const close = useCallback(
    (label: string, opts: { delayed?: boolean } = {}) => {
      cancelClose();
      const closeIt = () => setOpenGroup((current) => (current === label ? null : current));
      if (opts.delayed) closeTimer.current = window.setTimeout(closeIt, DROPDOWN_CLOSE_DELAY_MS);
      else closeIt();
    },
    [cancelClose],
  );

  // Navigation closes every menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location on purpose.
  useEffect(() => {
    setMobileOpen(false);
    setOpenGroup(null);
  }, [location.pathname, location.hash]);

  // Outside click and Escape close the open dropdown.
  useEffect(() => {
    if (!openGroup) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") setOpenGroup(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openGroup]);

  useEffect(() => cancelClose, [cancelClose]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:h-[4.5rem] lg:px-8">
        <SiteLogo />
        <nav ref={navRef} aria-label={chrome.mainNavigation} className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {navigation.headerNavigation.map((entry) =>
              isNavGroup(entry) ? (
                <DesktopGroup
                  key={entry.label}
                  group={entry}
                  open={openGroup === entry.label}
                  onOpen={() => {
                    cancelClose();
                    setOpenGroup(entry.label);
                  }}
                  onClose={(opts) => close(entry.label, opts)}
                  onToggle={() => {
                    cancelClose();
                    setOpenGroup((current) => (current === entry.label ? null : entry.label));
                  }}
                />
              ) : (
                <li key={entry.to}>
                  <RouterNavLink
                    to={entry.to}
                    end
                    className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:text-brand-700 aria-[current=page]:text-brand-700"
                  >
                    {entry.label}
                  </RouterNavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <SearchBox id="header-search" className="hidden w-40 xl:block" />
        <LanguageSwitch />
        <Link
          to="/#donate"
          className="ml-auto flex min-h-11 shrink-0 items-center gap-1.5 rounded-full bg-saffron-400 whitespace-nowrap px-3.5 py-1.5 text-sm font-bold text-slate-900 shadow-sm transition-colors hover:bg-saffron-300 sm:px-4 sm:py-2 lg:ml-0"
        >
          <Icon name="heart" className="size-4" />
          {chrome.donate}
        </Link>
        <button
          type="button"
          className="-mr-2 rounded-lg p-2.5 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className="sr-only">{mobileOpen ? chrome.closeMenu : chrome.openMenu}</span>
          {mobileOpen ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
        </button>
      </div>
      {mobileOpen && <MobileMenu id={mobileMenuId} onNavigate={() => setMobileOpen(false)} />}
    </header>
  );
}
