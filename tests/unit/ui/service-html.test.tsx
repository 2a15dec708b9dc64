// HTML from a service in its own element: the attributes given and nothing else, so that an absent id or hidden is
// not sent with the page's flight data as "$undefined".
import { renderToString } from 'react-dom/server';
import { ServiceHtml } from '@/components/ui/ServiceHtml';

describe('ServiceHtml', () => {
  it('passes on only the attributes it is given', () => {
    expect(Object.keys(ServiceHtml({ html: '<p>پاسخ</p>' }).props)).toEqual(['dangerouslySetInnerHTML']);
    expect(ServiceHtml({ html: '<p>پاسخ</p>', className: 'mt-2', id: 'answer' }).props).toEqual({
      className: 'mt-2',
      id: 'answer',
      dangerouslySetInnerHTML: { __html: '<p>پاسخ</p>' },
    });
  });

  it('renders the HTML inside <service-html>', () => {
    expect(renderToString(<ServiceHtml html="<p>پاسخ</p>" hidden />)).toBe(
      '<service-html hidden=""><p>پاسخ</p></service-html>',
    );
  });
});
