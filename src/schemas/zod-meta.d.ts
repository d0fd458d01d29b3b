/**
 * What every field of a content schema carries for the CMS (src/schemas/README.md): its Danish label and,
 * where an editor needs one, a hint under it. The CMS configuration is generated from these
 * (`z.toJSONSchema` keeps them), so a field's rules and its words in the editor have one home.
 */
import 'zod';

declare module 'zod' {
  interface GlobalMeta {
    /** The field's name in the CMS, in Danish. */
    label?: string;
    /** One or two Danish sentences under the field in the CMS: what it is for, what to write. */
    hint?: string;
    /** The CMS widget, where the type alone does not say it (`text` for a paragraph, `image`, `file`). */
    widget?: 'text' | 'markdown' | 'image' | 'file' | 'hidden';
    /** For `image` and `file`: the accepted media types. */
    accept?: readonly string[];
    /** For `image` and `file`: the largest upload, in bytes. */
    maxBytes?: number;
  }
}
