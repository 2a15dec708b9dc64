// contracts:diff on documents written from the production storefront's evidence
// (tests/contracts/fixtures/production/README.md). Our documents are being reconciled with the same evidence, so
// today each fixture's expected findings are listed as they are; once they are, the expectation becomes: exit 0, or
// only x-proposed items.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

type Report = { status: number | null; breaks: string[]; proposed: string[] };

/** The tool's run on one fixture, its findings by section without the operations that share them. */
function diff(host: string, document = `${host}.swagger.yaml`): Promise<Report> {
  return new Promise((resolve) => {
    const file = `tests/contracts/fixtures/production/${document}`;
    const child = spawn('npx', ['tsx', 'scripts/contracts/diff.mts', file, '--host', host]);
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('close', (status) => {
      const report: Report = { status, breaks: [], proposed: [] };
      let section: 'breaks' | 'proposed' | null = null;
      for (const line of stdout.split('\n')) {
        if (line.startsWith('Would break the shop')) section = 'breaks';
        else if (line.startsWith('Proposed by us')) section = 'proposed';
        else if (line.startsWith('Differences')) section = null;
        else if (section && line.startsWith('  - '))
          report[section].push(line.slice(4).replace(/ \((?:GET|POST|PUT|DELETE) [^()]*\)$/, ''));
      }
      resolve(report);
    });
  });
}

describe('contracts:diff on the production evidence', () => {
  it('payment: the shop works with it (it no longer calls the two operations switched off there)', async () => {
    const report = await diff('payment');
    expect(report.breaks).toEqual([]);
    expect(report.proposed).toEqual([]);
    expect(report.status).toBe(0);
  });

  it('discount: the shop works with it', async () => {
    const report = await diff('discount');
    expect(report.breaks).toEqual([]);
    expect(report.proposed).toEqual([]);
    expect(report.status).toBe(0);
  });

  it('commerce: the shop works with it; what is missing there is what we proposed', async () => {
    const report = await diff('commerce');
    expect(report.breaks).toEqual([]);
    expect(report.proposed).toEqual([
      'ProductListItem.persianName is a field we proposed; the service does not have it yet',
      'ProductDetail.persianName is a field we proposed; the service does not have it yet',
      'ProductDetail.brands is a field we proposed; the service does not have it yet',
      'ProductDetail.variants is a field we proposed; the service does not have it yet',
      'Category.description is a field we proposed; the service does not have it yet',
      'ProductSummary.persianName is a field we proposed; the service does not have it yet',
      'OrderListItem.promoCode is a field we proposed; the service does not have it yet',
      'OrderListItem.promoCodeDiscountAmount is a field we proposed; the service does not have it yet',
      'Order.promoCode is a field we proposed; the service does not have it yet',
      'Order.promoCodeDiscountAmount is a field we proposed; the service does not have it yet',
      'GET /api/services/app/OrderItem/GetDeliveredAccount is an operation we proposed; the service does not have it yet',
      'WishlistProduct.persianName is a field we proposed; the service does not have it yet',
      'WishlistProduct.minVariant is a field we proposed; the service does not have it yet',
      'POST /api/services/app/ProductNotification/Upsert result.id is read by the shop and missing there',
      'POST /api/services/app/ProductNotification/Upsert result.productId is read by the shop and missing there',
      'POST /api/services/app/ProductNotification/Upsert result.productVariantId is read by the shop and missing there',
      'POST /api/services/app/ProductNotification/Upsert result.type is read by the shop and missing there',
      'POST /api/services/app/ProductNotification/Upsert result.channels is read by the shop and missing there',
      'POST /api/services/app/ProductNotification/Upsert result.status is read by the shop and missing there',
      'POST /api/services/app/ProductNotification/Upsert result.creationTime is read by the shop and missing there',
      'POST /api/services/app/ProductNotification/Upsert result.sentTime is read by the shop and missing there',
      'POST /api/services/app/ProductNotification/Upsert result.product is read by the shop and missing there',
      'POST /api/services/app/ProductNotification/Upsert result.variant is read by the shop and missing there',
      'GET /api/services/app/ProductNotification/GetMine is an operation we proposed; the service does not have it yet',
      'GET /api/services/app/ProductNotification/GetAllMine is an operation we proposed; the service does not have it yet',
    ]);
    expect(report.status).toBe(0);
  });

  it('identity: the shop works with it; what it lacks is what we proposed', async () => {
    const report = await diff('identity', 'identity.swagger.yaml');
    expect(report.breaks).toEqual([]);
    expect(report.proposed).toEqual([
      'AuthenticateModel.userNameOrEmailAddress is a field we proposed; the service does not have it yet',
      'UserProfile.timezone is a field we proposed; the service does not have it yet',
      'POST /api/services/app/Profile/SendVerificationSms is an operation we proposed; the service does not have it yet',
      'POST /api/services/app/Profile/VerifySmsCode is an operation we proposed; the service does not have it yet',
    ]);
    expect(report.status).toBe(0);
  });

  it('cms: the shop works with it; what it lacks is what we proposed', async () => {
    const report = await diff('cms', 'cms.openapi.yaml');
    expect(report.breaks).toEqual([]);
    expect(report.proposed).toEqual([
      'Section.Image is a field we proposed; the service does not have it yet',
      'Section.ImageAlternative is a field we proposed; the service does not have it yet',
      'GET /api/categories result.data[].Url is a field we proposed; the service does not have it yet',
      'GET /api/categories result.data[].productCount is a field we proposed; the service does not have it yet',
      'POST /api/contacts is an operation we proposed; the service does not have it yet',
    ]);
    expect(report.status).toBe(0);
  });

  it('blog: the shop works with it', async () => {
    const report = await diff('blog', 'blog.openapi.yaml');
    expect(report.breaks).toEqual([]);
    expect(report.proposed).toEqual([]);
    expect(report.status).toBe(0);
  });
});
