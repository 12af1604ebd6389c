/** The search box over a list of the field app (customers, products): filters as it is typed. */
export function CampoBusca({
  rotulo,
  dica,
  valor,
  mudar,
}: {
  rotulo: string;
  dica: string;
  valor: string;
  mudar: (v: string) => void;
}) {
  return (
    <input
      type="search"
      className="busca"
      aria-label={rotulo}
      placeholder={dica}
      value={valor}
      onChange={(e) => mudar(e.target.value)}
    />
  );
}
