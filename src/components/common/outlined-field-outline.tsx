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
