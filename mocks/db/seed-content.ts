/**
 * The website's content as the seed has it: categories and tags in both languages, articles in every state (one
 * scheduled for tomorrow), readers' comments, and customers' reports, two of them from seeded customers' phones.
 */
import { ARTICLE_STATUS, CATEGORY_TYPES } from '../../src/api/contracts/content.ts'
import type { Article, Category, Comment, CustomerReport, Tag } from '../../src/api/schemas/content.ts'
import { slugify } from '../../src/lib/slug.ts'
import { Collection } from './collection.ts'
import { addDays, vnIso } from './time.ts'

/** An article as stored: its derived fields (state, category's name) are computed when it is read. */
export type ArticleRecord = Article & {
  author_id: number
  public_date: string | null
  public_time: string | null
}

export interface ContentDb {
  categories: Collection<Category>
  tags: Collection<Tag>
  articles: Collection<ArticleRecord>
  comments: Collection<Comment>
  reports: Collection<CustomerReport>
}

const TABLE = `<table><tbody><tr><th>Giờ xuất bến</th><th>Loại xe</th><th>Giá vé</th></tr><tr><td>06:00</td><td>Giường nằm 40 chỗ</td><td>300.000 ₫</td></tr><tr><td>22:00</td><td>Limousine 22 phòng</td><td>450.000 ₫</td></tr></tbody></table>`

export function seedContent(
  today: string,
  author: { id: number; fullname: string },
  customerPhones: readonly string[],
): ContentDb {
  const at = (days: number, time: string) => vnIso(addDays(today, days), time)

  const categories = new Collection<Category>()
  const category = (name: string, type: number, language: 'vi' | 'en', status = 1) =>
    categories.insert({ name, type, slug: slugify(name), language, status, article_count: 0 }).id
  const news = category('Tin tức nhà xe', CATEGORY_TYPES.news, 'vi')
  const guide = category('Cẩm nang tuyến Sài Gòn – Đà Lạt', CATEGORY_TYPES.routeGuide, 'vi')
  const notice = category('Thông báo lịch chạy', CATEGORY_TYPES.notice, 'vi')
  category('Company news', CATEGORY_TYPES.news, 'en')
  category('Khuyến mãi cũ', CATEGORY_TYPES.news, 'vi', 0)

  const tags = new Collection<Tag>()
  const tag = (name: string, language: 'vi' | 'en' = 'vi') =>
    tags.insert({ name, slug: slugify(name), language, status: 1, article_count: 0 }).id
  const dalat = tag('Đà Lạt')
  const madagui = tag('Madagui')
  const tet = tag('Lịch Tết')
  const parcels = tag('Gửi hàng')
  tag('Travel tips', 'en')

  const articles = new Collection<ArticleRecord>()
  const article = (a: {
    name: string
    category_id: number
    tag_ids: number[]
    status: number
    public_at: string | null
    intro: string
    content: string
    updated: string
  }) =>
    articles.insert({
      type: 0,
      slug: slugify(a.name),
      avatar: null,
      category_name: null,
      state: 'draft',
      seo_title: a.name.slice(0, 60),
      seo_description: a.intro.slice(0, 160),
      author_id: author.id,
      author_name: author.fullname,
      public_date: a.public_at?.slice(0, 10) ?? null,
      public_time: a.public_at?.slice(11, 16) ?? null,
      updated_at: a.updated,
      ...a,
    }).id
  const schedule = article({
    name: 'Lịch chạy tuyến Sài Gòn – Đà Lạt qua Madagui',
    category_id: guide,
    tag_ids: [dalat, madagui],
    status: ARTICLE_STATUS.published,
    public_at: at(-20, '08:00'),
    intro: 'Giờ xuất bến, loại xe và giá vé tuyến Sài Gòn – Đà Lạt, dừng nghỉ tại Madagui.',
    content: `<h2>Giờ xuất bến</h2><p>Xe chạy mỗi ngày từ bến xe Miền Đông mới.</p>${TABLE}<h3>Điểm dừng</h3><ul><li>Madagui (nghỉ 20 phút)</li><li>Bảo Lộc</li></ul>`,
    updated: at(-20, '08:00'),
  })
  const parcelGuide = article({
    name: 'Gửi hàng Sài Gòn – Đà Lạt: nhận trong ngày',
    category_id: news,
    tag_ids: [parcels, dalat],
    status: ARTICLE_STATUS.published,
    public_at: at(-12, '09:30'),
    intro: 'Hàng gửi trước 14 giờ tại văn phòng Sài Gòn được giao tại Đà Lạt trong ngày.',
    content:
      '<p>Quý khách mang hàng đến văn phòng, nhân viên cân hàng và in tem mã vạch.</p><ol><li>Hàng dưới 5 kg: 30.000 ₫</li><li>Hàng từ 5 đến 20 kg: 60.000 ₫</li></ol>',
    updated: at(-12, '09:30'),
  })
  article({
    name: 'Thông báo lịch chạy Tết Nguyên Đán',
    category_id: notice,
    tag_ids: [tet],
    status: ARTICLE_STATUS.published,
    public_at: at(1, '07:00'),
    intro: 'Nhà xe tăng chuyến từ 25 tháng Chạp đến mùng 6 Tết.',
    content: '<p>Từ 25 tháng Chạp, tuyến Sài Gòn – Đà Lạt chạy thêm các chuyến 13:00 và 15:00.</p>',
    updated: at(-1, '16:00'),
  })
  article({
    name: 'Kinh nghiệm đi Đà Lạt bằng xe giường nằm',
    category_id: guide,
    tag_ids: [dalat],
    status: ARTICLE_STATUS.draft,
    public_at: null,
    intro: 'Chọn ghế, mang gì theo và nghỉ ở đâu dọc đường.',
    content: '<p>Nên chọn ghế tầng dưới nếu hay say xe.</p>',
    updated: at(-2, '10:15'),
  })
  article({
    name: 'Khuyến mãi hè giảm 10% vé khứ hồi',
    category_id: news,
    tag_ids: [],
    status: ARTICLE_STATUS.hidden,
    public_at: at(-60, '08:00'),
    intro: 'Chương trình đã kết thúc.',
    content: '<p>Giảm 10% cho vé khứ hồi đặt trước 3 ngày.</p>',
    updated: at(-30, '08:00'),
  })

  const comments = new Collection<Comment>()
  const comment = (
    article_id: number,
    user_name: string,
    user_phone: string | null,
    content: string,
    is_active: number,
    days: number,
  ) =>
    comments.insert({
      article_id,
      article_name: null,
      user_name,
      user_phone,
      user_email: null,
      content,
      is_active,
      created_at: at(days, '19:20'),
    })
  comment(schedule, 'Lê Thị Mai', '0912345678', 'Chuyến 22:00 có dừng ở Bảo Lộc không ạ?', 1, -18)
  comment(schedule, 'Phạm Văn Long', null, 'Xe limousine đi êm, tài xế vui vẻ.', 1, -15)
  comment(schedule, 'Khách', null, 'Bán vé rẻ hơn nhà xe, gọi ngay số 0909 111 222', 0, -14)
  comment(parcelGuide, 'Trần Ngọc Hân', '0987654321', 'Gửi xe máy được không ạ?', 1, -10)
  comment(parcelGuide, 'Võ Minh Tuấn', null, 'Hàng đến đúng giờ, cảm ơn nhà xe.', 1, -9)
  comment(parcelGuide, 'Đỗ Thanh Hải', null, 'Nhân viên văn phòng Đà Lạt nói chuyện khó nghe.', 1, -8)

  // oldest first, as they arrived
  const reports = new Collection<CustomerReport>()
  const report = (r: {
    name: string
    phone: string | null
    email: string | null
    title: string
    content: string
    days: number
    reply?: { title: string; content: string; by: string }
  }) =>
    reports.insert({
      name: r.name,
      phone: r.phone,
      email: r.email,
      title: r.title,
      content: r.content,
      reply_title: r.reply?.title ?? null,
      reply_content: r.reply?.content ?? null,
      responded: r.reply ? 1 : 0,
      responded_by: r.reply?.by ?? null,
      responded_at: r.reply ? at(r.days + 1, '09:00') : null,
      created_at: at(r.days, '21:05'),
      customer_id: null,
    })
  report({
    name: 'Bùi Thu Trang',
    phone: null,
    email: null,
    title: 'Khen tài xế',
    content: 'Tài xế chuyến Đà Lạt 22:00 hôm thứ Bảy lái cẩn thận, xin khen anh ấy.',
    days: -7,
  })
  report({
    name: 'Phan Quốc Vinh',
    phone: '0977000111',
    email: 'vinh.phan@outlook.com',
    title: 'Góp ý về nhà chờ',
    content: 'Nhà chờ văn phòng Sài Gòn thiếu ghế ngồi vào giờ cao điểm.',
    days: -5,
  })
  report({
    name: 'Huỳnh Thị Yến',
    phone: customerPhones[1] ?? null,
    email: 'yen.huynh@yahoo.com',
    title: 'Quên túi xách trên xe',
    content: 'Tôi để quên túi xách màu nâu ở ghế A12, nhờ nhà xe giữ giúp.',
    days: -3,
    reply: {
      title: 'Nhà xe đã giữ túi xách của chị',
      content: 'Chị vui lòng đến văn phòng Đà Lạt nhận lại túi, mang theo giấy tờ tùy thân.',
      by: author.fullname,
    },
  })
  report({
    name: 'Nguyễn Văn Bình',
    phone: customerPhones[0] ?? null,
    email: 'binh.nguyen@gmail.com',
    title: 'Xe xuất bến trễ 40 phút',
    content: 'Chuyến 06:00 ngày hôm qua xuất bến lúc 06:40, không ai báo trước.',
    days: -1,
  })

  return { categories, tags, articles, comments, reports }
}
