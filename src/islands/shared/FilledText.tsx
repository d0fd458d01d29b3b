import { Fragment, type ReactNode } from 'react';
import { fillParts } from '../../lib/placeholders';

interface Props {
  /** A sentence from content with placeholders in braces (`Ring på {telefon}`). */
  text: string;
  /** What each placeholder becomes: a word, or markup such as a link. */
  values: Readonly<Record<string, ReactNode>>;
}

/** A sentence from content with its placeholders filled, some of them with markup (docs/product.md#where-the-words-live). */
export function FilledText({ text, values }: Props) {
  return fillParts(text, values).map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
