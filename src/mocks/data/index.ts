/**
 * Seed data of the embedded backend (real geography, catalogue, content), in one import.
 * Loaded only in embedded mode, inside the lazily imported mock chunk.
 */
import { serviceList } from './catalogue';
import { documentsInfo, generalQueriesMaps, homeImage } from './content';

export * from './types';
export * from './geography';
export * from './catalogue';
export * from './content';

/**
 * Every relative media path the seed refers to (hero, maps, helper links, requirement templates,
 * general-query documents), sorted and without duplicates. `public/media/hero.svg` and
 * `public/media/polos/*.svg` exist; the `/media/documentos/...` files are still to be added.
 */
export function referencedMediaPaths(): string[] {
  const paths = new Set<string>([homeImage.image_url]);
  for (const map of generalQueriesMaps) {
    paths.add(map.previewURL);
    paths.add(map.imageURL);
  }
  for (const group of documentsInfo) for (const doc of group.documents) paths.add(doc.documentURL);
  for (const service of serviceList) {
    if (service.helper_link) paths.add(service.helper_link);
    for (const requirement of service.requirements) if (requirement.route) paths.add(requirement.route);
  }
  return [...paths].sort();
}
