/** The outline of a field drawn by `outlinedFieldStyles`, with the notch its raised label sits in. */
export function OutlinedFieldOutline({ label }: { label: string }) {
  return (
    <fieldset className="outlined-field__outline" aria-hidden="true">
      <legend className="outlined-field__notch">
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}

/** The id of a field's helper text, which its control names in `aria-describedby`; none without a text. */
export const outlinedHelperId = (controlId: string, text: string | undefined) =>
  text ? `${controlId}-helper-text` : undefined;

/** A field's helper text under its box (`outlinedFieldStateStyles`), or nothing. */
export function OutlinedFieldHelper({ controlId, text }: { controlId: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="outlined-field__helper" id={outlinedHelperId(controlId, text)}>
      {text}
    </p>
  );
}
