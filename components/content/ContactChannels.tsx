// The ways to reach the shop, as the CMS lists them (ticket, online, call, address): one card per channel,
// its items as name → value, values that can be followed (tel:, mailto:, a link) as links. The social networks and
// trust seals in the same document are the footer's (components/shell/Footer.tsx), not cards here.
import type { ComponentType, SVGProps } from 'react';
import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon, TicketIcon } from '@/components/ui/content-icons';
import { channelColor, contactValueText, isLatinValue, safeCmsHref } from '@/services/server/views/cms';
import { htmlToText } from '@/lib/sanitize';
import type { CmsContactChannel as Channel, CmsContactItem } from '@/services/types/cms';

type IconType = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

type PageChannelKeyword = Exclude<Channel['Keyword'], 'social' | 'seals'>;

const CHANNEL_ICONS: Record<PageChannelKeyword, IconType> = {
  ticket: TicketIcon,
  online: ChatIcon,
  call: PhoneIcon,
  address: MapPinIcon,
};

function itemIcon(item: CmsContactItem, fallback: IconType): IconType {
  const url = item.url?.toLowerCase() ?? '';
  if (url.startsWith('mailto:')) return MailIcon;
  if (url.startsWith('tel:')) return PhoneIcon;
  return fallback;
}

function ChannelValue({ item }: { item: CmsContactItem }) {
  const raw = htmlToText(item.Value);
  if (!raw) return null;
  const text = contactValueText(raw);
  // Phone numbers, e-mail addresses and handles read left to right inside the Persian line.
  const value = isLatinValue(text) ? <bdi dir="ltr">{text}</bdi> : text;
  const href = safeCmsHref(item.url);
  if (!href) return <span className="font-bold text-slate-900">{value}</span>;
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href}
      className="font-bold text-brand-700 underline decoration-brand-500/40 underline-offset-4 hover:decoration-brand-600"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {value}
    </a>
  );
}

function ChannelCard({ channel }: { channel: Channel }) {
  const Icon = CHANNEL_ICONS[channel.Keyword as PageChannelKeyword] ?? ChatIcon;
  const items = channel.Items ?? [];
  const color = items.map(channelColor).find(Boolean) ?? null;
  const title = htmlToText(channel.Title);
  const subtitle = htmlToText(channel.Subtitle);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <span
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white"
          style={color ? { backgroundColor: color } : undefined}
        >
          <Icon size={22} />
        </span>
        <div className="min-w-0">
          <h3 className="leading-7 font-bold text-slate-900">{title}</h3>
          {subtitle ? <p className="text-sm leading-6 text-slate-500">{subtitle}</p> : null}
        </div>
      </div>
      {items.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3">
          {items.map((item) => {
            const ItemIcon = itemIcon(item, Icon);
            const description = htmlToText(item.Description);
            return (
              <li key={item.id} className="flex items-start gap-2.5 text-sm leading-7">
                <ItemIcon size={18} className="mt-1.5 shrink-0 text-slate-400" />
                <div className="min-w-0">
                  <p className="text-slate-600">
                    {htmlToText(item.Name)}: <ChannelValue item={item} />
                  </p>
                  {description ? <p className="text-xs leading-6 text-slate-500">{description}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

const isPageChannel = (channel: Channel) => Object.hasOwn(CHANNEL_ICONS, channel.Keyword);

export function ContactChannels({ channels: allChannels }: { channels: Channel[] }) {
  const channels = allChannels.filter(isPageChannel);
  if (channels.length === 0) return null;
  return (
    <section aria-labelledby="contact-channels" className="px-4">
      <h2 id="contact-channels" className="text-lg leading-8 font-extrabold text-slate-900">
        راه‌های ارتباط با ما
      </h2>
      <ul className="mt-3 grid gap-3">
        {channels.map((channel) => (
          <ChannelCard key={channel.id} channel={channel} />
        ))}
      </ul>
    </section>
  );
}
