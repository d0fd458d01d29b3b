/**
 * What the visitor typed into a field before its island hydrated. The island's fields are uncontrolled (their
 * value lives in the field, not in React state), so hydration leaves what was typed in place; once mounted, the
 * island reads it from here and counts it from the start (the booking form's message and date, the chat's
 * message). A controlled field would be emptied by hydration, and the visitor's words lost.
 */
export function typedBeforeHydration(field: { value: string } | null | undefined): string {
  return field?.value ?? '';
}
