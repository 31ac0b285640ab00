// Every schema of the served OpenAPI 3.0 document must say what a client may send or will read. A
// bare `{ type: object }` (no properties, no additionalProperties) becomes `Record<string, never>`
// in openapi-typescript: a client generated from it cannot put a string there (issue 28, finding 6).

type Schema = Record<string, unknown>;

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);
const VERBS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export interface TypingReport {
  /** JSON pointer and why the schema there does not type its value. */
  problems: string[];
  /** Objects declared free-form on purpose (`additionalProperties: true`): any keys, values unknown. */
  freeForm: string[];
}

const pointer = (parts: string[]) => `#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

function checkSchema(node: unknown, at: string[], document: Schema, report: TypingReport): void {
  const where = pointer(at);
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    report.problems.push(`${where}: não é um schema`);
    return;
  }
  const schema = node as Schema;
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref.replace(/^#\//, '').split('/');
    let found: unknown = document;
    for (const part of target) found = (found as Schema | undefined)?.[part];
    if (!found) report.problems.push(`${where}: $ref para ${schema.$ref}, que não existe`);
    return;
  }
  const composed = (['allOf', 'oneOf', 'anyOf'] as const).filter((key) => Array.isArray(schema[key]));
  for (const key of composed) {
    (schema[key] as unknown[]).forEach((member, i) => checkSchema(member, [...at, key, String(i)], document, report));
  }
  const { type } = schema;
  if (composed.length > 0 && (type === undefined || type === 'object') && !schema.properties) return;
  if (Array.isArray(type) || type === 'null') {
    report.problems.push(`${where}: type ${JSON.stringify(type)} não existe em OpenAPI 3.0 (use nullable: true)`);
    return;
  }
  if (typeof type !== 'string') {
    report.problems.push(`${where}: sem type`);
    return;
  }
  if (Array.isArray(schema.enum)) {
    const expected = type === 'integer' ? 'number' : type;
    const wrong = (schema.enum as unknown[]).filter((value) => typeof value !== expected && value !== null);
    if (wrong.length > 0) report.problems.push(`${where}: enum ${JSON.stringify(wrong)} não é ${type}`);
  }
  if (SCALARS.has(type)) return;
  if (type === 'array') {
    if (schema.items === undefined) report.problems.push(`${where}: lista sem items`);
    else checkSchema(schema.items, [...at, 'items'], document, report);
    return;
  }
  if (type !== 'object') {
    report.problems.push(`${where}: type ${type} desconhecido`);
    return;
  }
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    checkSchema(property, [...at, 'properties', name], document, report);
  }
  for (const name of (schema.required ?? []) as string[]) {
    if (!(name in properties)) report.problems.push(`${where}: required ${name} sem propriedade`);
  }
  const extra = schema.additionalProperties;
  if (typeof extra === 'object' && extra !== null)
    checkSchema(extra, [...at, 'additionalProperties'], document, report);
  else if (extra === true) report.freeForm.push(where);
  else if (Object.keys(properties).length === 0) report.problems.push(`${where}: objeto sem propriedades nem tipo`);
}

/** Walks every schema of the document: components, parameters, request bodies and answers. */
export function typingReport(document: Schema): TypingReport {
  const report: TypingReport = { problems: [], freeForm: [] };
  const schemas = ((document.components as Schema | undefined)?.schemas ?? {}) as Record<string, unknown>;
  for (const [name, schema] of Object.entries(schemas)) {
    checkSchema(schema, ['components', 'schemas', name], document, report);
  }
  const paths = (document.paths ?? {}) as Record<string, Record<string, Schema>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!VERBS.has(method)) continue;
      const at = ['paths', path, method];
      ((operation.parameters ?? []) as Schema[]).forEach((parameter, i) => {
        if (parameter.$ref) return;
        if (!parameter.schema)
          report.problems.push(`${pointer([...at, 'parameters', String(i)])}: parâmetro sem schema`);
        else checkSchema(parameter.schema, [...at, 'parameters', String(i), 'schema'], document, report);
      });
      const bodies: [string[], Schema | undefined][] = [[['requestBody'], operation.requestBody as Schema | undefined]];
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Schema>)) {
        bodies.push([['responses', status], response]);
      }
      for (const [place, holder] of bodies) {
        for (const [media, content] of Object.entries((holder?.content ?? {}) as Record<string, Schema>)) {
          // A file download (CSV, PDF) is bytes, not a JSON value to type.
          if (!/json/.test(media)) continue;
          if (!content.schema) report.problems.push(`${pointer([...at, ...place, 'content', media])}: JSON sem schema`);
          else checkSchema(content.schema, [...at, ...place, 'content', media, 'schema'], document, report);
        }
      }
    }
  }
  return report;
}
