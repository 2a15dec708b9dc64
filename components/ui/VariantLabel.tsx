// The variant as the shopper chose it, e.g. 'آفلاین · PC', each part isolated so Latin names keep their order.
import type { CartVariant } from '@/services/types/commerce';

export function VariantLabel({
  item,
}: {
  item: { variant?: Pick<CartVariant, 'attributes' | 'description' | 'name'> | null };
}) {
  const variant = item.variant;
  if (!variant) return null;
  const attributes = Array.isArray(variant.attributes) ? variant.attributes : [];
  const parts = attributes.length > 0 ? attributes : [variant.description ?? variant.name ?? ''];
  return (
    <>
      {parts.map((part, index) => (
        <span key={part}>
          {index > 0 ? ' · ' : null}
          <bdi>{part}</bdi>
        </span>
      ))}
    </>
  );
}
