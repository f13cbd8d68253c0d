/** The inline message of an account form (role=alert so it is read out). */
export function FormProblem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="form-problem" role="alert" data-testid="form-problem">
      {text}
    </p>
  );
}
