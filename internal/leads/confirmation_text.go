package leads

// confirmationText is the visitor's confirmation e-mail in one language.
// It quotes nothing the visitor typed, only the options they picked from
// our own lists: anyone can enter someone else's address in the form, and
// a confirmation must not become a way to mail a stranger one's own text.
type confirmationText struct {
	Dir          string // ltr or rtl
	Subject      string
	Greeting     string
	Intro        string
	NextTitle    string
	Steps        []string
	ServiceLabel string
	MethodLabel  string
	Colon        string // French puts a no-break space before it
	Reply        string
	Closing      string
	Signature    string
	Footer       string
}

var confirmationTexts = map[string]confirmationText{
	"en": {
		Dir:       "ltr",
		Subject:   "We have received your consultation request",
		Greeting:  "Hello,",
		Intro:     "Thank you for getting in touch. Your request for a free consultation has reached us, and our team will look at it shortly.",
		NextTitle: "What happens next",
		Steps: []string{
			"We study your request and prepare a few first ideas for your project.",
			"Within one business day, we contact you the way you prefer.",
			"Together we agree on the next step: a meeting, a proposal or a cost estimate, free and without obligation.",
		},
		ServiceLabel: "Service",
		MethodLabel:  "Preferred contact",
		Colon:        ":",
		Reply:        "If anything is urgent, or you would like to add details, simply reply to this e-mail.",
		Closing:      "Kind regards,",
		Signature:    "The team",
		Footer:       "You are receiving this e-mail because this address was entered in the consultation form on our website. If that was not you, you can safely ignore it.",
	},
	"ar": {
		Dir:       "rtl",
		Subject:   "تلقّينا طلب الاستشارة الخاص بك",
		Greeting:  "مرحبًا،",
		Intro:     "شكرًا لتواصلك معنا. وصلنا طلبك للحصول على استشارة مجانية، وسيطّلع عليه فريقنا قريبًا.",
		NextTitle: "ما الخطوات التالية؟",
		Steps: []string{
			"ندرس طلبك ونُعدّ بعض الأفكار الأولية لمشروعك.",
			"نتواصل معك خلال يوم عمل واحد بالطريقة التي تفضّلها.",
			"نتّفق معًا على الخطوة التالية: اجتماع أو عرض فني أو تقدير للتكلفة، مجانًا ودون أي التزام.",
		},
		ServiceLabel: "الخدمة",
		MethodLabel:  "طريقة التواصل المفضّلة",
		Colon:        ":",
		Reply:        "إذا كان لديك أمر عاجل أو أردت إضافة تفاصيل، فما عليك سوى الرد على هذه الرسالة.",
		Closing:      "مع أطيب التحيات،",
		Signature:    "فريق العمل",
		Footer:       "وصلتك هذه الرسالة لأن عنوان بريدك الإلكتروني أُدخل في نموذج طلب الاستشارة على موقعنا. إذا لم تكن أنت من أرسل الطلب، فيمكنك تجاهل هذه الرسالة.",
	},
	"fr": {
		Dir:       "ltr",
		Subject:   "Nous avons bien reçu votre demande de consultation",
		Greeting:  "Bonjour,",
		Intro:     "Merci de nous avoir contactés. Votre demande de consultation gratuite nous est bien parvenue et notre équipe va l’examiner très prochainement.",
		NextTitle: "La suite",
		Steps: []string{
			"Nous étudions votre demande et préparons quelques premières idées pour votre projet.",
			"Sous un jour ouvré, nous vous contactons par le moyen que vous préférez.",
			"Ensemble, nous convenons de l’étape suivante : un rendez-vous, une proposition ou une estimation du coût, gratuitement et sans engagement.",
		},
		ServiceLabel: "Service",
		MethodLabel:  "Contact préféré",
		Colon:        "\u00a0:",
		Reply:        "Pour toute urgence, ou si vous souhaitez ajouter des précisions, il vous suffit de répondre à cet e-mail.",
		Closing:      "Bien cordialement,",
		Signature:    "L’équipe",
		Footer:       "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de demande de consultation de notre site. Si ce n’était pas vous, vous pouvez simplement l’ignorer.",
	},
	"tr": {
		Dir:       "ltr",
		Subject:   "Danışmanlık talebinizi aldık",
		Greeting:  "Merhaba,",
		Intro:     "Bizimle iletişime geçtiğiniz için teşekkür ederiz. Ücretsiz danışmanlık talebiniz bize ulaştı; ekibimiz en kısa sürede inceleyecek.",
		NextTitle: "Bundan sonra neler olacak?",
		Steps: []string{
			"Talebinizi inceliyor ve projeniz için ilk fikirlerimizi hazırlıyoruz.",
			"Bir iş günü içinde, tercih ettiğiniz yolla sizinle iletişime geçiyoruz.",
			"Bir sonraki adımı birlikte belirliyoruz: bir görüşme, bir teklif ya da bir maliyet tahmini; ücretsiz ve hiçbir yükümlülük olmadan.",
		},
		ServiceLabel: "Hizmet",
		MethodLabel:  "Tercih ettiğiniz iletişim yolu",
		Colon:        ":",
		Reply:        "Acil bir durum olursa ya da eklemek istediğiniz bir ayrıntı varsa bu e-postayı yanıtlamanız yeterli.",
		Closing:      "Saygılarımızla,",
		Signature:    "Ekibimiz",
		Footer:       "Bu e-postayı, adresiniz web sitemizdeki danışmanlık formuna girildiği için aldınız. Talebi siz göndermediyseniz bu e-postayı dikkate almayabilirsiniz.",
	},
}
