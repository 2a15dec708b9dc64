// The lower part of the home page, from the CMS's about page: a short intro, a few questions (native
// <details>, so no script) with a link to the whole FAQ, and the support channels (a tel: and a mailto: link).
import { IntentLink } from '@/components/shared/IntentLink';
import { PROSE_CLASS, RichText } from '@/components/ui/RichText';
import { ServiceHtml } from '@/components/ui/ServiceHtml';
import { ChevronDownIcon } from '@/components/ui/icons';
import { MailIcon, PhoneIcon } from '@/components/ui/content-icons';
import { hasHomeAbout, type ChannelView, type HomeAboutView } from '@/services/server/views/home';

export const HOME_FAQ_TITLE = 'پرسش های پرتکرار';
export const SUPPORT_TITLE = 'راه های ارتباط با پشتیبانی';

export function HomeAbout({ about }: { about: HomeAboutView }) {
  if (!hasHomeAbout(about)) return null;
  const channels = [
    about.phone && { ...about.phone, icon: PhoneIcon },
    about.email && { ...about.email, icon: MailIcon },
  ].filter((channel): channel is ChannelView & { icon: typeof PhoneIcon } => Boolean(channel));
  return (
    <>
      {about.intro ? (
        <section
          aria-labelledby="home-about-title"
          className="mt-6 px-4 below-fold [--below-fold-height:144px]"
          data-home-section="about"
        >
          <h2 id="home-about-title" className="text-base font-extrabold text-slate-900">
            {about.intro.title ?? 'درباره گیمینو'}
          </h2>
          <RichText sanitizedHtml={about.intro.html} className="mt-2 text-sm leading-7 text-slate-700" />
        </section>
      ) : null}
      {about.faq.length ? (
        <section
          aria-labelledby="home-faq-title"
          className="mt-6 px-4 below-fold [--below-fold-height:237px]"
          data-home-section="faq"
        >
          <div className="flex items-center justify-between">
            <h2 id="home-faq-title" className="text-base font-extrabold text-slate-900">
              {HOME_FAQ_TITLE}
            </h2>
            <IntentLink
              href="/faq"
              className="rounded-lg px-2 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50"
            >
              همه پرسش ها
            </IntentLink>
          </div>
          <div className="mt-3 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {about.faq.map((item) => (
              <details key={item.id} className="group">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-bold text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none focus-visible:ring-inset [&::-webkit-details-marker]:hidden">
                  <h3>{item.question}</h3>
                  <ChevronDownIcon
                    size={18}
                    aria-hidden="true"
                    className="shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                  />
                </summary>
                <ServiceHtml
                  html={item.answerHtml}
                  className={`${PROSE_CLASS} block px-4 pb-4 text-sm leading-7 text-slate-700`}
                />
              </details>
            ))}
          </div>
        </section>
      ) : null}
      {channels.length ? (
        <section
          aria-labelledby="home-support-title"
          className="mt-6 px-4 below-fold [--below-fold-height:160px]"
          data-home-section="support"
        >
          <h2 id="home-support-title" className="text-base font-extrabold text-slate-900">
            {SUPPORT_TITLE}
          </h2>
          <ul className="mt-3 grid gap-2">
            {channels.map(({ icon: ChannelIcon, label, value, href }) => (
              <li key={href}>
                <a
                  href={href}
                  className="flex min-h-14 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-2 hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
                    <ChannelIcon size={20} />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-xs text-slate-500">{label}</span>
                    <bdi dir="ltr" className="block truncate text-sm font-bold text-slate-900">
                      {value}
                    </bdi>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
