/**
 * One of `Det kan du prøve` on /demo, the suggestions that start a written conversation there and on
 * /services/ai-agent (docs/product.md#demo-page): its title with the first message it sends. The three
 * are content/pages/demo.yaml's `suggestions`.
 */
export interface ChatSuggestion {
  title: string;
  message: string;
}
