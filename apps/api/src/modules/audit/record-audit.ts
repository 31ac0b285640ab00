import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { auditDiff } from '../../database/db.js';
import type { AuditEntry } from './audit.service.js';

/**
 * The audit entries of one kind of catalogue record, so a service states only what differs:
 * "Cliente criado: Ana Souza (id 7)" with action CLIENTE_CREATED, and likewise atualizado / excluído.
 */
export function recordAudit<T extends { id: number }>(noun: string, action: string, name: (record: T) => string) {
  const entry = (verb: string, suffix: string, record: T, changes: object, actor: AuditActor): AuditEntry => ({
    message: `${noun} ${verb}: ${name(record)} (id ${record.id})`,
    action: `${action}_${suffix}`,
    idObject: record.id,
    changes: changes as Record<string, unknown>,
    ...actor,
  });
  return {
    /** `data` is what was asked for: the audit keeps the input, not the stored row. */
    created: (record: T, data: object, actor: AuditActor) => entry('criado', 'CREATED', record, data, actor),
    updated: (before: T, after: T, actor: AuditActor, keys?: readonly (keyof T)[]) =>
      entry('atualizado', 'UPDATED', after, auditDiff(before, after, keys), actor),
    deleted: (record: T, changes: object, actor: AuditActor) => entry('excluído', 'DELETED', record, changes, actor),
  };
}
