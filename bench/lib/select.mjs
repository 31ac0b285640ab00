// `--only TERM`: the scenarios whose name, or one of the areas they serve, contains TERM, ignoring case
// ("--only cot" also runs "GET /api/Cotacoes/{id}" and the suggestions the quotation editor uses).
export function selectScenarios(all, only) {
  if (!only) return all;
  const term = only.toLocaleLowerCase('pt-BR');
  return all.filter((s) => [s.name, ...(s.areas ?? [])].some((text) => text.toLocaleLowerCase('pt-BR').includes(term)));
}
