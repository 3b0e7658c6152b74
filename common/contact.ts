/** A message sent through the contact page, as the admin API lists it (server/modules/contact/service.ts). */
export interface ContactMessageData {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  user_id: number | null;
  read_at: string | null;
  created_at: string;
}
