// The six stand-in services and the files app, as the platform composes them.
import { blogMigrations, createBlogApp, publishBlog, seedBlog } from './blog';
import { cmsMigrations, createCmsApp, publishCms, seedCms } from './cms';
import { commerceMigrations, createCommerceApp, restockCommerce, seedCommerce } from './commerce';
import { createDiscountApp, discountMigrations, seedDiscount } from './discount';
import { createFilesApp } from './files';
import { createIdentityApp, identityMigrations, seedIdentity } from './identity';
import { createPaymentApp, paymentMigrations, seedPayment } from './payment';
import type { SandboxModules } from './platform';

export const sandboxModules: SandboxModules = {
  services: [
    { name: 'identity', migrations: identityMigrations, seed: seedIdentity, createApp: createIdentityApp },
    { name: 'payment', migrations: paymentMigrations, seed: seedPayment, createApp: createPaymentApp },
    {
      name: 'commerce',
      migrations: commerceMigrations,
      seed: seedCommerce,
      createApp: createCommerceApp,
      restock: restockCommerce,
    },
    { name: 'discount', migrations: discountMigrations, seed: seedDiscount, createApp: createDiscountApp },
    { name: 'cms', migrations: cmsMigrations, seed: seedCms, createApp: createCmsApp, publish: publishCms },
    { name: 'blog', migrations: blogMigrations, seed: seedBlog, createApp: createBlogApp, publish: publishBlog },
  ],
  createFilesApp,
};
