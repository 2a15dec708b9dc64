// The ways a "tell me when" request is answered, in Persian, for the product page's dialog and the profile's list.
import { notificationChannelValues } from '@/contracts/generated/commerce';
import type { NotificationChannel } from '@/services/types/commerce';

/** In the order the service writes them back. */
export const NOTIFICATION_CHANNELS = notificationChannelValues;

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  Email: 'ایمیل',
  Sms: 'پیامک',
  InAppNotification: 'اعلان در سایت',
};

/** 'پیامک، اعلان در سایت'. */
export const channelList = (channels: NotificationChannel[]) =>
  NOTIFICATION_CHANNELS.filter((channel) => channels.includes(channel))
    .map((channel) => CHANNEL_LABELS[channel])
    .join('، ');
