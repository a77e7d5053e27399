import type { Route } from '../../shared/contract/routes';

export type TagKind = 'steepness' | 'grips' | 'style';

/** The tag groups' labels (docs/product.md › Back office: screens: Inclinaison, Prises and Mouvement). */
export const TAG_LABELS: Record<TagKind, string> = { steepness: 'Inclinaison', grips: 'Prises', style: 'Mouvement' };

export interface RouteTag {
  kind: TagKind;
  label: string;
  name: string;
}

/** A boulder's tags in the order steepness, grips, style, skipping the missing ones. */
export function routeTags(route: Pick<Route, 'tag_steepness' | 'tag_grips' | 'tag_style'>): RouteTag[] {
  const tags: [TagKind, { name: string } | null][] = [
    ['steepness', route.tag_steepness],
    ['grips', route.tag_grips],
    ['style', route.tag_style],
  ];
  return tags.flatMap(([kind, tag]) => (tag ? [{ kind, label: TAG_LABELS[kind], name: tag.name }] : []));
}
