// Generated from contracts/<host>.openapi.yaml by `npm run contracts:types` (contracts/answer-schemas.ts): each host's operations, by method and path template. Do not edit: change the document.

export type ContractOperation = { id: string; method: string; path: string; notFound: boolean };

export const OPERATIONS = {
 "identity": [
  {
   "id": "TokenAuth_Login",
   "method": "POST",
   "path": "/api/TokenAuth/Login",
   "notFound": false
  },
  {
   "id": "TokenAuth_Authenticate",
   "method": "POST",
   "path": "/api/TokenAuth/Authenticate",
   "notFound": false
  },
  {
   "id": "TokenAuth_RefreshToken",
   "method": "POST",
   "path": "/api/TokenAuth/RefreshToken",
   "notFound": false
  },
  {
   "id": "TokenAuth_SendTwoFactorAuthCode",
   "method": "POST",
   "path": "/api/TokenAuth/SendTwoFactorAuthCode",
   "notFound": false
  },
  {
   "id": "OTP_SendOTP",
   "method": "POST",
   "path": "/api/services/app/OTP/SendOTP",
   "notFound": false
  },
  {
   "id": "OTP_Login",
   "method": "POST",
   "path": "/api/services/app/OTP/Login",
   "notFound": false
  },
  {
   "id": "OTP_Register",
   "method": "POST",
   "path": "/api/services/app/OTP/Register",
   "notFound": false
  },
  {
   "id": "OTP_RegisterOrLogin",
   "method": "POST",
   "path": "/api/services/app/OTP/RegisterOrLogin",
   "notFound": false
  },
  {
   "id": "Profile_GetCurrentUserProfileForEdit",
   "method": "GET",
   "path": "/api/services/app/Profile/GetCurrentUserProfileForEdit",
   "notFound": false
  },
  {
   "id": "Profile_UpdateCurrentUserProfile",
   "method": "PUT",
   "path": "/api/services/app/Profile/UpdateCurrentUserProfile",
   "notFound": false
  },
  {
   "id": "Profile_UpdateProfileEmail",
   "method": "PUT",
   "path": "/api/services/app/Profile/UpdateProfileEmail",
   "notFound": false
  },
  {
   "id": "Profile_UpdateProfilePhoneNumber",
   "method": "PUT",
   "path": "/api/services/app/Profile/UpdateProfilePhoneNumber",
   "notFound": false
  },
  {
   "id": "Profile_SendVerificationSms",
   "method": "POST",
   "path": "/api/services/app/Profile/SendVerificationSms",
   "notFound": false
  },
  {
   "id": "Profile_VerifySmsCode",
   "method": "POST",
   "path": "/api/services/app/Profile/VerifySmsCode",
   "notFound": false
  },
  {
   "id": "Account_SendEmailActivation",
   "method": "POST",
   "path": "/api/services/app/Account/SendEmailActivation",
   "notFound": false
  },
  {
   "id": "Account_ChangePassword",
   "method": "POST",
   "path": "/api/services/app/Account/ChangePassword",
   "notFound": false
  },
  {
   "id": "Account_ChangePasswordByAuthorizedUser",
   "method": "POST",
   "path": "/api/services/app/Account/ChangePasswordByAuthorizedUser",
   "notFound": false
  },
  {
   "id": "Account_ForgotPasswordByPhoneNumber",
   "method": "POST",
   "path": "/api/services/app/Account/ForgotPasswordByPhoneNumber",
   "notFound": false
  },
  {
   "id": "Account_ForgotPasswordVerification",
   "method": "POST",
   "path": "/api/services/app/Account/ForgotPasswordVerification",
   "notFound": false
  },
  {
   "id": "Account_ResetPassword",
   "method": "POST",
   "path": "/api/services/app/Account/ResetPassword",
   "notFound": false
  }
 ],
 "payment": [
  {
   "id": "Deposit_GetBalance",
   "method": "GET",
   "path": "/api/services/app/Deposit/GetBalance",
   "notFound": false
  },
  {
   "id": "TransactionDeposit_GetAll",
   "method": "GET",
   "path": "/api/services/app/TransactionDeposit/GetAll",
   "notFound": false
  },
  {
   "id": "TransactionDeposit_GetAllToExcel",
   "method": "GET",
   "path": "/api/services/app/TransactionDeposit/GetAllToExcel",
   "notFound": false
  },
  {
   "id": "File_DownloadTempFile",
   "method": "GET",
   "path": "/File/DownloadTempFile",
   "notFound": true
  },
  {
   "id": "UserDepositBankGateway_GetAll",
   "method": "GET",
   "path": "/api/services/app/UserDepositBankGateway/GetAll",
   "notFound": false
  },
  {
   "id": "UserDepositBankGateway_MakeToken",
   "method": "POST",
   "path": "/api/services/app/UserDepositBankGateway/MakeToken",
   "notFound": true
  },
  {
   "id": "ReserveBankGateway_GetAll",
   "method": "GET",
   "path": "/api/services/app/ReserveBankGateway/GetAll",
   "notFound": true
  },
  {
   "id": "PaymentRequest_Show",
   "method": "GET",
   "path": "/fa/User/Payment/PaymentRequest",
   "notFound": true
  },
  {
   "id": "PaymentRequest_Settle",
   "method": "POST",
   "path": "/fa/User/Payment/PaymentRequest",
   "notFound": true
  },
  {
   "id": "ReservePaymentRequest_Show",
   "method": "GET",
   "path": "/fa-IR/Reserves/Payment/PaymentRequest",
   "notFound": true
  },
  {
   "id": "ReservePaymentRequest_Settle",
   "method": "POST",
   "path": "/fa-IR/Reserves/Payment/PaymentRequest",
   "notFound": true
  },
  {
   "id": "Files_GetGatewayLogo",
   "method": "GET",
   "path": "/files/gateways/{file}",
   "notFound": true
  }
 ],
 "commerce": [
  {
   "id": "Product_SearchWithFacets",
   "method": "POST",
   "path": "/api/services/app/Product/SearchWithFacets",
   "notFound": false
  },
  {
   "id": "Product_GetBySlug",
   "method": "GET",
   "path": "/api/services/app/Product/GetBySlug",
   "notFound": true
  },
  {
   "id": "Product_GetVariants",
   "method": "GET",
   "path": "/api/services/app/Product/GetVariants",
   "notFound": true
  },
  {
   "id": "Product_GetGallries",
   "method": "GET",
   "path": "/api/services/app/Product/GetGallries",
   "notFound": true
  },
  {
   "id": "Product_GetSimilar",
   "method": "GET",
   "path": "/api/services/app/Product/GetSimilar",
   "notFound": true
  },
  {
   "id": "Product_GetAllForSiteMap",
   "method": "GET",
   "path": "/api/services/app/Product/GetAllForSiteMap",
   "notFound": false
  },
  {
   "id": "Brand_GetBySlug",
   "method": "GET",
   "path": "/api/services/app/Brand/GetBySlug",
   "notFound": true
  },
  {
   "id": "Category_GetBySlug",
   "method": "GET",
   "path": "/api/services/app/Category/GetBySlug",
   "notFound": true
  },
  {
   "id": "Variant_Get",
   "method": "GET",
   "path": "/api/services/app/Variant/Get",
   "notFound": true
  },
  {
   "id": "Files_GetProductCover",
   "method": "GET",
   "path": "/files/products/{file}",
   "notFound": true
  },
  {
   "id": "Files_GetBrandLogo",
   "method": "GET",
   "path": "/files/brands/{file}",
   "notFound": true
  },
  {
   "id": "Files_GetCompanyLogo",
   "method": "GET",
   "path": "/files/companies/{file}",
   "notFound": true
  },
  {
   "id": "Files_GetCategoryImage",
   "method": "GET",
   "path": "/files/categories/{file}",
   "notFound": true
  },
  {
   "id": "Files_GetRatingBadge",
   "method": "GET",
   "path": "/files/ratings/{file}",
   "notFound": true
  },
  {
   "id": "Files_GetDescriptorIcon",
   "method": "GET",
   "path": "/files/descriptors/{file}",
   "notFound": true
  },
  {
   "id": "Files_GetGalleryImage",
   "method": "GET",
   "path": "/files/gallery/{file}",
   "notFound": true
  },
  {
   "id": "Files_GetTrailerFile",
   "method": "GET",
   "path": "/files/videos/{slug}/{file}",
   "notFound": true
  },
  {
   "id": "Files_GetHlsFile",
   "method": "GET",
   "path": "/files/videos/{slug}/hls/{file}",
   "notFound": true
  },
  {
   "id": "Cart_GetCurrentCart",
   "method": "GET",
   "path": "/api/services/app/Cart/GetCurrentCart",
   "notFound": false
  },
  {
   "id": "Cart_GetCartByProductId",
   "method": "GET",
   "path": "/api/services/app/Cart/GetCartByProductId",
   "notFound": false
  },
  {
   "id": "Cart_AddItem",
   "method": "POST",
   "path": "/api/services/app/Cart/AddItem",
   "notFound": false
  },
  {
   "id": "Cart_RemoveItem",
   "method": "DELETE",
   "path": "/api/services/app/Cart/RemoveItem",
   "notFound": true
  },
  {
   "id": "Cart_Clear",
   "method": "POST",
   "path": "/api/services/app/Cart/Clear",
   "notFound": false
  },
  {
   "id": "Order_Create",
   "method": "POST",
   "path": "/api/services/app/Order/Create",
   "notFound": false
  },
  {
   "id": "Order_GetAll",
   "method": "GET",
   "path": "/api/services/app/Order/GetAll",
   "notFound": false
  },
  {
   "id": "Order_GetStatistics",
   "method": "GET",
   "path": "/api/services/app/Order/GetStatistics",
   "notFound": false
  },
  {
   "id": "Order_Get",
   "method": "GET",
   "path": "/api/services/app/Order/Get",
   "notFound": true
  },
  {
   "id": "Order_Approve",
   "method": "POST",
   "path": "/api/services/app/Order/Approve",
   "notFound": true
  },
  {
   "id": "Order_ChangeStatus",
   "method": "POST",
   "path": "/api/services/app/Order/ChangeStatus",
   "notFound": true
  },
  {
   "id": "OrderItem_GetDeliveredAccount",
   "method": "GET",
   "path": "/api/services/app/OrderItem/GetDeliveredAccount",
   "notFound": true
  },
  {
   "id": "LoginProvider_GetByOrderItemId",
   "method": "GET",
   "path": "/api/services/app/LoginProvider/GetByOrderItemId",
   "notFound": true
  },
  {
   "id": "LoginProvider_GetIcon",
   "method": "GET",
   "path": "/files/login-providers/{file}",
   "notFound": true
  },
  {
   "id": "OrderItemProviderField_Submit",
   "method": "POST",
   "path": "/api/services/app/OrderItemProviderField/Submit",
   "notFound": true
  },
  {
   "id": "OrderItemProviderField_GetByOrderItemId",
   "method": "GET",
   "path": "/api/services/app/OrderItemProviderField/GetByOrderItemId",
   "notFound": true
  },
  {
   "id": "Wishlist_GetAll",
   "method": "GET",
   "path": "/api/services/app/Wishlist/GetAll",
   "notFound": false
  },
  {
   "id": "Wishlist_Add",
   "method": "POST",
   "path": "/api/services/app/Wishlist/Add",
   "notFound": true
  },
  {
   "id": "Wishlist_Exists",
   "method": "POST",
   "path": "/api/services/app/Wishlist/Exists",
   "notFound": false
  },
  {
   "id": "Wishlist_Remove",
   "method": "DELETE",
   "path": "/api/services/app/Wishlist/Remove",
   "notFound": false
  },
  {
   "id": "ProductNotification_Upsert",
   "method": "POST",
   "path": "/api/services/app/ProductNotification/Upsert",
   "notFound": true
  },
  {
   "id": "ProductNotification_GetMine",
   "method": "GET",
   "path": "/api/services/app/ProductNotification/GetMine",
   "notFound": true
  },
  {
   "id": "ProductNotification_GetAllMine",
   "method": "GET",
   "path": "/api/services/app/ProductNotification/GetAllMine",
   "notFound": false
  }
 ],
 "discount": [
  {
   "id": "Discount_Register",
   "method": "POST",
   "path": "/api/services/app/Discount/Register",
   "notFound": true
  },
  {
   "id": "Discount_Remove",
   "method": "DELETE",
   "path": "/api/services/app/Discount/Remove",
   "notFound": true
  }
 ],
 "cms": [
  {
   "id": "Page_Find",
   "method": "GET",
   "path": "/api/pages",
   "notFound": false
  },
  {
   "id": "Page_FindOne",
   "method": "GET",
   "path": "/api/pages/{documentId}",
   "notFound": true
  },
  {
   "id": "Highlight_Find",
   "method": "GET",
   "path": "/api/highlights",
   "notFound": false
  },
  {
   "id": "Highlight_FindOne",
   "method": "GET",
   "path": "/api/highlights/{documentId}",
   "notFound": true
  },
  {
   "id": "Category_Find",
   "method": "GET",
   "path": "/api/categories",
   "notFound": false
  },
  {
   "id": "Category_FindOne",
   "method": "GET",
   "path": "/api/categories/{documentId}",
   "notFound": true
  },
  {
   "id": "Contact_Find",
   "method": "GET",
   "path": "/api/contacts",
   "notFound": false
  },
  {
   "id": "Contact_Create",
   "method": "POST",
   "path": "/api/contacts",
   "notFound": false
  },
  {
   "id": "Contact_FindOne",
   "method": "GET",
   "path": "/api/contacts/{documentId}",
   "notFound": true
  },
  {
   "id": "Document_Create",
   "method": "POST",
   "path": "/api/{plural}",
   "notFound": true
  },
  {
   "id": "Document_Update",
   "method": "PUT",
   "path": "/api/{plural}/{documentId}",
   "notFound": true
  },
  {
   "id": "Document_Delete",
   "method": "DELETE",
   "path": "/api/{plural}/{documentId}",
   "notFound": true
  },
  {
   "id": "Upload_Get",
   "method": "GET",
   "path": "/uploads/{file}",
   "notFound": true
  }
 ],
 "blog": [
  {
   "id": "Post_List",
   "method": "GET",
   "path": "/wp-json/wp/v2/posts",
   "notFound": false
  },
  {
   "id": "Post_Create",
   "method": "POST",
   "path": "/wp-json/wp/v2/posts",
   "notFound": true
  },
  {
   "id": "Post_Get",
   "method": "GET",
   "path": "/wp-json/wp/v2/posts/{id}",
   "notFound": true
  },
  {
   "id": "Post_BestCategory",
   "method": "GET",
   "path": "/wp-json/wp/v2/best_category",
   "notFound": false
  },
  {
   "id": "Media_List",
   "method": "GET",
   "path": "/wp-json/wp/v2/media",
   "notFound": true
  },
  {
   "id": "Media_Get",
   "method": "GET",
   "path": "/wp-json/wp/v2/media/{id}",
   "notFound": true
  },
  {
   "id": "Category_List",
   "method": "GET",
   "path": "/wp-json/wp/v2/categories",
   "notFound": false
  },
  {
   "id": "Category_Get",
   "method": "GET",
   "path": "/wp-json/wp/v2/categories/{id}",
   "notFound": true
  },
  {
   "id": "Tag_List",
   "method": "GET",
   "path": "/wp-json/wp/v2/tags",
   "notFound": false
  },
  {
   "id": "Tag_Get",
   "method": "GET",
   "path": "/wp-json/wp/v2/tags/{id}",
   "notFound": true
  },
  {
   "id": "User_List",
   "method": "GET",
   "path": "/wp-json/wp/v2/users",
   "notFound": false
  },
  {
   "id": "User_Get",
   "method": "GET",
   "path": "/wp-json/wp/v2/users/{id}",
   "notFound": true
  },
  {
   "id": "Comment_List",
   "method": "GET",
   "path": "/wp-json/wp/v2/comments",
   "notFound": true
  },
  {
   "id": "Page_List",
   "method": "GET",
   "path": "/wp-json/wp/v2/pages",
   "notFound": true
  },
  {
   "id": "File_GetUpload",
   "method": "GET",
   "path": "/wp-content/uploads/{file}",
   "notFound": true
  },
  {
   "id": "File_GetAvatar",
   "method": "GET",
   "path": "/wp-content/avatars/{file}",
   "notFound": true
  }
 ]
} as const satisfies Record<string, readonly ContractOperation[]>;
