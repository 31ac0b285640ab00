import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ContactDetails as Details } from './use-contact-details';

/** E-mail, phone and address of the company, as configured on the server. */
export function ContactDetails({ contact }: { contact: Details | null }) {
  if (!contact) return null;
  const phoneDigits = contact.phone.replace(/\D/g, '');
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', mb: 2 }}>
      <strong>E-mail:</strong> <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
      <br />
      <strong>Telefone:</strong> <Link href={`tel:+55${phoneDigits}`}>{contact.phone}</Link>
      <br />
      <strong>Endereço:</strong> {contact.address}
    </Typography>
  );
}
