import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Cliente } from '@portal/shared/dto';
import { ROLES } from '@portal/shared/constants';
import { CLIENTE_MESSAGES } from '@portal/shared/messages';
import { useState } from 'react';
import { RecordForm } from '@/components/form/record-form';
import type { RecordEditorProps } from '@/components/form/record-mode';
import { recordTexts, useRecordEditor } from '@/components/form/use-record-editor';
import { useAuth } from '@/lib/use-auth';
import { createCliente } from './api/create-cliente';
import { deleteCliente } from './api/delete-cliente';
import { useUfs } from './api/get-ufs';
import { updateCliente } from './api/update-cliente';
import {
  EMPTY_CLIENTE,
  toClienteForm,
  toClienteInput,
  UPPER_FIELDS,
  validateCliente,
  type ClienteField,
} from './cliente-form';
import { ClientesFormFields } from './clientes-form-fields';
import { ClientesDadosPessoaisTab } from './clientes-dados-pessoais-tab';
import { ClientesPedidosTab } from './clientes-pedidos-tab';
import { ClientesUsuariosTab } from './clientes-usuarios-tab';
import { useClienteLookups } from './use-cliente-lookups';

// How this entity's records are checked, sent and reported.
const RECORD = { validate: validateCliente, toInput: toClienteInput, texts: recordTexts('customer') };
const API = { create: createCliente, update: updateCliente, remove: deleteCliente };
const TABS = ['Dados Gerais', 'Pedidos', 'Acesso ao portal'];
// LGPD requests by another channel and the access report are the administrator's.
const ADMIN_TABS = [...TABS, 'Dados pessoais'];

export function ClientesEditor({ record: cliente, onClose, onChanged, onReload, editing }: RecordEditorProps<Cliente>) {
  const id = cliente?.id ?? null;
  const [tab, setTab] = useState(0);
  const editor = useRecordEditor({
    ...RECORD,
    ...API,
    id,
    versao: cliente?.versao,
    editing,
    initial: cliente ? toClienteForm(cliente) : EMPTY_CLIENTE,
    onChanged,
    onInvalid: () => setTab(0),
  });
  const ufs = useUfs();
  const tabs = useAuth().role === ROLES.ADMIN && id !== null ? ADMIN_TABS : TABS;
  const lookups = useClienteLookups(editor.form, editor.patch);
  const setField = (name: ClienteField, value: string | boolean) =>
    editor.patch({ [name]: typeof value === 'string' && UPPER_FIELDS.has(name) ? value.toUpperCase() : value });

  return (
    <RecordForm
      label="Cliente"
      editor={editor}
      onClose={onClose}
      onReload={onReload}
      deleteTitle={CLIENTE_MESSAGES.confirmDelete}
      deleteDetail={CLIENTE_MESSAGES.confirmDeleteDetail}
      contentSx={{ minHeight: 420 }}
    >
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)} sx={{ mb: 2 }}>
        {tabs.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      <Box hidden={tab !== 0}>
        <ClientesFormFields
          form={editor.form}
          errors={editor.errors}
          mode={editor.mode}
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
    </RecordForm>
  );
}
