/**
 * `Det kan du prøve` on /demo, and the suggestions that start a written conversation there and on
 * /services/ai-agent (docs/product.md#demo-page): each title with the first message it sends.
 */
export interface ChatSuggestion {
  title: string;
  message: string;
}

export const chatSuggestions: readonly ChatSuggestion[] = [
  { title: 'Book en aftale', message: 'Jeg vil gerne booke en tid i næste uge. Hvad har du ledigt?' },
  { title: 'Stil spørgsmål', message: 'Hvad kan I hjælpe min virksomhed med, og hvad koster det?' },
  { title: 'Aflys, flyt eller bekræft', message: 'Jeg har en aftale på torsdag, som jeg gerne vil flytte.' },
];
