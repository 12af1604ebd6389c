/** What went wrong on a field-app screen, read out as it appears; nothing while there is none. */
export function AvisoErro({ erro }: { erro: string }) {
  if (!erro) return null;
  return (
    <p className="erro" role="alert">
      {erro}
    </p>
  );
}
