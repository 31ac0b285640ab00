import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Cliente } from '@portal/shared/dto';
import { ROLES } from '@portal/shared/constants';
import { CLIENTE_MESSAGES, ERROR_FALLBACKS, SUCCESS_MESSAGES } from '@portal/shared/messages';
import { useState, type FormEvent } from 'react';
import { alertOnFailure } from '@/components/data/error-message';
import { ConfirmDeleteDialog } from '@/components/form/confirm-delete-dialog';
import { RecordActions } from '@/components/form/record-actions';
import type { RecordMode } from '@/components/form/record-mode';
import { useAuth } from '@/lib/use-auth';
import { useCreateCliente } from './api/create-cliente';
import { useDeleteCliente } from './api/delete-cliente';
import { useUfs } from './api/get-ufs';
import { useUpdateCliente } from './api/update-cliente';
import {
  EMPTY_CLIENTE,
  toClienteForm,
  toClienteInput,
  UPPER_FIELDS,
  validateCliente,
  type ClienteErrors,
  type ClienteField,
  type ClienteForm,
} from './cliente-form';
import { ClientesFormFields } from './clientes-form-fields';
import { ClientesDadosPessoaisTab } from './clientes-dados-pessoais-tab';
import { ClientesPedidosTab } from './clientes-pedidos-tab';
import { ClientesUsuariosTab } from './clientes-usuarios-tab';
import { useClienteLookups } from './use-cliente-lookups';

interface ClientesEditorProps {
  /** null in create mode. */
  cliente: Cliente | null;
  onClose: () => void;
  /** After a save or delete, with the success text. */
  onChanged: (message: string) => void;
}

const TABS = ['Dados Gerais', 'Pedidos', 'Usuários'];
// LGPD requests by another channel and the access report are the administrator's.
const ADMIN_TABS = [...TABS, 'Dados pessoais'];

export function ClientesEditor({ cliente, onClose, onChanged }: ClientesEditorProps) {
  const id = cliente?.id ?? null;
  const [mode, setMode] = useState<RecordMode>(cliente ? 'view' : 'create');
  const [form, setForm] = useState<ClienteForm>(cliente ? toClienteForm(cliente) : EMPTY_CLIENTE);
  const [errors, setErrors] = useState<ClienteErrors>({});
  const [tab, setTab] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const ufs = useUfs();
  const create = useCreateCliente();
  const update = useUpdateCliente();
  const remove = useDeleteCliente();
  const tabs = useAuth().role === ROLES.ADMIN && id !== null ? ADMIN_TABS : TABS;

  const patch = (changes: Partial<ClienteForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key as ClienteField];
      return next;
    });
  };
  const lookups = useClienteLookups(form, patch);
  const setField = (name: ClienteField, value: string | boolean) =>
    patch({ [name]: typeof value === 'string' && UPPER_FIELDS.has(name) ? value.toUpperCase() : value });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCliente(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setTab(0);
      return;
    }
    const input = toClienteInput(form, id);
    const saved = await alertOnFailure(
      () => (id === null ? create.run(input) : update.run(id, input)),
      ERROR_FALLBACKS.customerSave,
    );
    if (saved) onChanged(id === null ? SUCCESS_MESSAGES.customerCreated : SUCCESS_MESSAGES.customerUpdated);
  };

  const confirmDelete = async () => {
    setConfirming(false);
    if (id === null) {
      window.alert(ERROR_FALLBACKS.customerIdMissing);
      return;
    }
    if (await alertOnFailure(() => remove.run(id), ERROR_FALLBACKS.customerDelete))
      onChanged(SUCCESS_MESSAGES.customerDeleted);
  };

  return (
    <Box component="form" noValidate onSubmit={save} aria-label="Cliente">
      <DialogContent sx={{ minHeight: 420 }}>
        <Tabs value={tab} onChange={(_, next: number) => setTab(next)} sx={{ mb: 2 }}>
          {tabs.map((label) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
        <Box hidden={tab !== 0}>
          <ClientesFormFields
            form={form}
            errors={errors}
            mode={mode}
            ufs={ufs}
            lookupPending={lookups.pending}
            onChange={setField}
            onBuscarCep={lookups.buscarCep}
            onBuscarCnpj={lookups.buscarCnpj}
          />
        </Box>
        {tab === 1 && <ClientesPedidosTab clienteId={id} />}
        {tab === 2 && <ClientesUsuariosTab clienteId={id} />}
        {tab === 3 && id !== null && <ClientesDadosPessoaisTab clienteId={id} onChanged={onChanged} />}
      </DialogContent>
      <RecordActions
        mode={mode}
        pending={create.pending || update.pending}
        onEdit={() => setMode('edit')}
        onDelete={() => setConfirming(true)}
        onClose={onClose}
      />
      <ConfirmDeleteDialog
        open={confirming}
        title={CLIENTE_MESSAGES.confirmDelete}
        detail={CLIENTE_MESSAGES.confirmDeleteDetail}
        pending={remove.pending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
}
