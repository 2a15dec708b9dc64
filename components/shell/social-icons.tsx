// The footer's marks for the social networks the CMS lists, by network (services/server/views/footer-links.ts).
import type { ComponentType } from 'react';
import { AparatIcon, Icon, InstagramIcon, TelegramIcon, XLogoIcon, type IconProps } from '@/components/ui/icons';
import type { SocialNetwork } from '@/services/server/views/footer-links';

const WhatsAppIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 19.5l1.2-3.6a8 8 0 113 3z" />
    <path d="M9.2 9.2c.3 2.4 2.2 4.4 4.6 4.9l1-1.1 1.6.8-.4 1.4c-3.6.3-7.4-3.5-7.1-7.1l1.4-.4.8 1.6z" />
  </Icon>
);

const LinkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
  </Icon>
);

export const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<IconProps>> = {
  instagram: InstagramIcon,
  telegram: TelegramIcon,
  whatsapp: WhatsAppIcon,
  aparat: AparatIcon,
  x: XLogoIcon,
  other: LinkIcon,
};
