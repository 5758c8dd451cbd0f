// Demo catalogue for the seed: two categories, six Malaysian products with images drawn by sharp (plain
// shapes on a colour, no text), tags, and a sarong with colour variants. server/db/seed.ts calls this.
import sharp from 'sharp'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { storeImages } from './images.ts'
import { createProduct } from './products.ts'
import { saveCategory, saveSubcategory } from './taxonomy.ts'
import { createVariants } from './variants.ts'

/** A 600x600 PNG: a coloured ground with a lighter disc, so thumbnails and analysis have something real. */
async function demoPicture(ground: string, shape: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="${ground}"/><circle cx="300" cy="320" r="170" fill="${shape}"/><rect x="230" y="110" width="140" height="60" rx="12" fill="${shape}"/></svg>`
  // Flattened: an SVG renders with an alpha channel the picture does not need.
  return new Uint8Array(await sharp(Buffer.from(svg)).flatten({ background: ground }).png().toBuffer())
}

export interface DemoCatalogue {
  categoryIds: string[]
  subcategoryIds: string[]
  productIds: string[]
  imageIds: string[]
}

export async function seedCatalogue(db: Db, accountId: string, clock: Clock): Promise<DemoCatalogue> {
  const now = clock.now()
  const food = await saveCategory(db, accountId, now, {
    title: 'Food & drinks',
    description: 'Kopi, kuih and sambal from around Malaysia',
  })
  const fashion = await saveCategory(db, accountId, now, {
    title: 'Fashion',
    description: 'Batik and songket',
  })
  const snacks = await saveSubcategory(db, accountId, now, { category_id: food.id, title: 'Snacks' })
  const coffee = await saveSubcategory(db, accountId, now, { category_id: food.id, title: 'Coffee' })

  const pictures = [
    ['kopi-tenom.png', '#4b2e1e', '#a47148'],
    ['dodol-durian.png', '#3d3d1f', '#c9b037'],
    ['batik-sarong.png', '#1e3a8a', '#f59e0b'],
    ['sambal-nyet.png', '#7f1d1d', '#ef4444'],
    ['kuih-bangkit.png', '#f5f0e1', '#e8d8b0'],
    ['songket-shawl.png', '#581c87', '#eab308'],
  ] as const
  const files = await Promise.all(
    pictures.map(async ([name, ground, shape]) => ({ name, bytes: await demoPicture(ground, shape) })),
  )
  const images = await storeImages(db, accountId, now, files, (index) => `files.${index}`)
  const image = (index: number) => [images[index]!.id]

  const products = [
    {
      title: 'Kopi Tenom 250g',
      price: '18.90',
      weight: 0.25,
      category_id: food.id,
      subcategory_id: coffee.id,
      tags: ['kopi', 'sabah'],
      image_ids: image(0),
      description:
        '<p>Robusta from <strong>Tenom, Sabah</strong>, roasted with a little sugar and margarine the traditional way.</p>',
    },
    {
      title: 'Dodol Durian',
      price: '12.00',
      weight: 0.4,
      category_id: food.id,
      subcategory_id: snacks.id,
      tags: ['durian', 'kuih'],
      image_ids: image(1),
      description: '<p>Slow-stirred dodol with Musang King durian.</p>',
    },
    {
      title: 'Batik Sarong',
      price: '45.00',
      weight: 0.3,
      category_id: fashion.id,
      tags: ['batik'],
      image_ids: image(2),
      product_variant_enable: true,
      description: '<p>Hand-drawn Terengganu batik, 2 metres.</p>',
    },
    {
      title: 'Sambal Nyet',
      price: '15.50',
      weight: 0.2,
      stock: 3,
      category_id: food.id,
      subcategory_id: snacks.id,
      tags: ['sambal', 'pedas'],
      image_ids: image(3),
      description: '<p>The fiery anchovy sambal, <em>berapi</em>. Only a few jars left.</p>',
    },
    {
      title: 'Kuih Bangkit (tin of 50)',
      price: '22.00',
      weight: 0.5,
      stock: 40,
      category_id: food.id,
      subcategory_id: snacks.id,
      tags: ['kuih', 'raya'],
      image_ids: image(4),
    },
    {
      title: 'Songket Shawl',
      price: '120.00',
      weight: 0.35,
      stock: 5,
      category_id: fashion.id,
      tags: ['songket'],
      image_ids: image(5),
      max_purchase_quantity: 2,
    },
  ]
  const productIds: string[] = []
  for (const input of products) productIds.push((await createProduct(db, accountId, now, input)).id)

  await createVariants(
    db,
    accountId,
    now,
    productIds[2]!,
    [
      { title: 'Blue', sku: 'SARONG-BLU', stock: 10 },
      {
        title: 'Red',
        sku: 'SARONG-RED',
        stock: 4,
        custom_pricing_enable: true,
        custom_pricing_price: '49.00',
      },
    ],
    true,
  )

  return {
    categoryIds: [food.id, fashion.id],
    subcategoryIds: [snacks.id, coffee.id],
    productIds,
    imageIds: images.map((row) => row.id),
  }
}
