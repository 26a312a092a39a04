/**
 * Page titles: the banner under the header shows the current page's title (spec 000 §2 Layout
 * shell "A banner shows the current page title"). The router sets the route's default title; a
 * page may override it (e.g. the service name) with {@link usePageTitle}. `document.title` follows.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

interface TitleState {
  title: string;
  setOverride: (title: string | null) => void;
}

const TitleContext = createContext<TitleState>({ title: '', setOverride: () => {} });

/** Holds the default title of the current route and any override set by the page. */
export function PageTitleProvider({ defaultTitle, children }: { defaultTitle: string; children: (title: string) => ReactNode }) {
  const [override, setOverride] = useState<string | null>(null);
  // A new route starts from its default title. Reset during render (not in an effect): effects run
  // child-first, so an effect here would wipe the title a page set in the same commit.
  const [titleFor, setTitleFor] = useState(defaultTitle);
  if (titleFor !== defaultTitle) {
    setTitleFor(defaultTitle);
    setOverride(null);
  }
  const title = override ?? defaultTitle;
  useEffect(() => {
    document.title = title ? `${title} | Portal de Servicios MITUR` : 'Portal de Servicios MITUR';
  }, [title]);
  return <TitleContext.Provider value={{ title, setOverride }}>{children(title)}</TitleContext.Provider>;
}

/** Overrides the banner title while the calling page is mounted (null/empty: keep the default). */
export function usePageTitle(title: string | null | undefined): void {
  const { setOverride } = useContext(TitleContext);
  useEffect(() => {
    setOverride(title ? title : null);
    return () => setOverride(null);
  }, [title, setOverride]);
}
