/**
 * Splits `total` units in proportion to `pesos` so the parts add up to `total` exactly (largest
 * remainder, Hamilton's method): each part is floor(total x peso / soma), then the units left over go
 * one each to the largest remainders, the earlier part first on a tie. Used for the total discount's
 * share of each line and for the installments. Exact: BigInt only.
 */
export function ratear(total: bigint, pesos: bigint[]): bigint[] {
  const soma = pesos.reduce((s, p) => s + p, 0n);
  if (soma === 0n || total === 0n) return pesos.map(() => 0n);
  const partes = pesos.map((peso) => (total * peso) / soma);
  const restos = pesos.map((peso, i) => ({ i, resto: (total * peso) % soma }));
  let sobra = total - partes.reduce((s, p) => s + p, 0n);
  restos.sort((a, b) => (a.resto === b.resto ? a.i - b.i : a.resto > b.resto ? -1 : 1));
  for (const { i } of restos) {
    if (sobra === 0n) break;
    partes[i] += 1n;
    sobra -= 1n;
  }
  return partes;
}
