import type { ImageMetadata } from 'astro';
import type { z } from 'astro/zod';
import type { personSchema } from '../../schemas/people';

type Person = z.infer<typeof personSchema>;

/** A person as the people section shows them: their photo, when given, as an imported image. */
export interface ShownPerson {
  name: string;
  role: string;
  line: string;
  photo?: ImageMetadata;
}

/**
 * The people of content/people/, in their `order` (then by name), each photo resolved to its file under
 * src/assets/people/. The CMS stores a photo as a path (`src/assets/people/anna.jpg`, `/src/assets/…`, or a
 * path relative to the entry); its file name finds the image, which the build re-encodes (astro:assets), so
 * what the camera wrote into the file (where it was taken) never reaches a visitor. A photo that is not there
 * stops the build, naming the entry.
 *
 * @param photos the images under src/assets/people/ by path (`import.meta.glob`, eager)
 */
export function shownPeople(
  entries: readonly { id: string; data: Person }[],
  photos: Readonly<Record<string, ImageMetadata>>,
): ShownPerson[] {
  const byFile = new Map(Object.entries(photos).map(([path, image]) => [fileName(path), image]));
  return [...entries]
    .sort((a, b) => a.data.order - b.data.order || a.data.name.localeCompare(b.data.name, 'da'))
    .map(({ id, data }) => {
      const { name, role, line, photo: path } = data;
      if (!path) return { name, role, line };
      const photo = byFile.get(fileName(path));
      if (!photo) {
        throw new Error(`content/people/${id}.yaml: the photo "${path}" is not in src/assets/people/`);
      }
      return { name, role, line, photo };
    });
}

const fileName = (path: string) => path.split(/[\\/]/).pop() ?? path;

/** The monogram a person without a portrait is shown by: the first letters of the first and last name (`AT`). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => word.charAt(0).toLocaleUpperCase('da')).join('');
}
