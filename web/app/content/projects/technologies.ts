import type { Localized } from "./types";

/** Technology names a native reader writes in their own language; product
 * names (Flutter, Firebase, Cloud Functions, HealthKit) stay as they are. */
export const googleMaps: Localized = { en: "Google Maps", ar: "خرائط Google", fr: "Google Maps", tr: "Google Haritalar" };
export const geolocation: Localized = { en: "Geolocation", ar: "تحديد الموقع الجغرافي", fr: "Géolocalisation", tr: "Konum belirleme" };
export const speechToText: Localized = { en: "Speech to text", ar: "تحويل الكلام إلى نص", fr: "Reconnaissance vocale", tr: "Konuşmayı metne dönüştürme" };
export const machineTranslation: Localized = { en: "Machine translation", ar: "الترجمة الآلية", fr: "Traduction automatique", tr: "Makine çevirisi" };
export const onlinePayments: Localized = { en: "Online payments", ar: "الدفع الإلكتروني", fr: "Paiement en ligne", tr: "Çevrim içi ödeme" };
export const pushNotifications: Localized = { en: "Push notifications", ar: "الإشعارات الفورية", fr: "Notifications push", tr: "Anlık bildirimler" };
export const offlineMode: Localized = { en: "Offline mode", ar: "العمل دون إنترنت", fr: "Mode hors connexion", tr: "Çevrim dışı mod" };
export const webDashboard: Localized = { en: "Web dashboard", ar: "لوحة تحكم على الويب", fr: "Tableau de bord web", tr: "Web yönetim paneli" };
