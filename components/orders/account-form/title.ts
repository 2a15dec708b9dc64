// The page's name, in the header and its h1 (a plain module, so the route's server component can read it).
export const ACCOUNT_FORM_TITLE = 'ثبت اطلاعات اکانت';
