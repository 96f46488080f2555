"""The seller's pages as a fresh shop starts: real policy text for an Indian custom-print shop, which
the owner edits (Markdown). Numbers that live in the settings (days, rupees, names, addresses) are
not repeated here: each page shows them from the settings under the text (`facts`), so the two
never disagree. The specification's own phrases are kept ("14-day exchange and returns", "Free
shipping over ₹999", "Cash on delivery for orders below ₹5000", the two delivery readings)."""

PAGES = [
    (
        "about",
        "About us",
        """Rangrez is a small print studio in New Delhi. We print your own designs, and ours, on
T-shirts, polos, hoodies, sweatshirts, flags, posters, mugs and stickers, one piece or a few hundred.

Every order is printed to order in our own workshop: we check each design before it goes to the
press, and we call you if something would not print well.

**Who we are.** The shop is run by the company named on this page, registered for GST in India. Our
legal name, registered address, GSTIN and how to reach customer care are shown on this page, as the
Consumer Protection (E-Commerce) Rules, 2020 ask of every online seller.

**Talk to us.** Write from the Contact page or use "Get Support" on your account page: every message
gets a ticket number at once, and we answer within 48 hours.
""",
    ),
    (
        "grievance-officer",
        "Grievance officer",
        """If something went wrong with an order, a payment, a return or your account, tell us and we
will put it right.

1. Write from the Contact page, or use **Get Support** on your account page (pick the order it is
   about). You receive a ticket number (like GR-26-000042) by e-mail at once.
2. We acknowledge every complaint within **48 hours** and resolve it within **one month** of
   receiving it, as rule 4(5) of the Consumer Protection (E-Commerce) Rules, 2020 requires. Most are
   resolved within two working days.
3. You can follow the ticket and read our replies on your account page.

If you are not satisfied with our answer, write to our grievance officer (named on this page), quoting your
ticket number. You may also approach the National Consumer Helpline (dial 1915 or
consumerhelpline.gov.in) or the consumer commission of your district.
""",
    ),
    (
        "returns",
        "Returns, refunds and exchanges",
        """**14-day exchange and returns.** Free delivery and returns on our catalogue designs: if a
piece does not fit or is not what you expected, ask for a return or an exchange from your order's
page within the days shown on this page, counted from the day it was delivered.

**Custom prints.** A piece printed with your own design is made only for you, so it can be returned
only when the fault is ours: a misprint, a wrong size or colour, a damaged or defective piece, or
a wrong item. Please send a photo of the fault with the request.

**How it works.** We approve or answer your request within two working days and arrange the
pick-up. Pieces must be unworn and unwashed, with their tags, unless the fault is ours.

**Refunds.** Once the piece reaches us and passes a check, we refund within 7 working days: to the
same UPI account for online payments, or by UPI or bank transfer to an account you name for cash on
delivery. You can choose an exchange for another size or colour instead.
""",
    ),
    (
        "shipping",
        "Shipping and delivery",
        """We print every order to order and hand it to our courier partners, usually within two
working days of confirming it. You receive the courier's name and tracking number by e-mail when it
ships, and you can follow it on your order's page.

**Delivery times.** Our design studio promises Delhi and Gurgaon 1-2 days, metro cities 2-3 days,
others 3-5 days; our product pages say 1-3 days in metros and 3-5 days in other cities. Days are
counted from dispatch, without Sundays and public holidays. Enter your pincode on a product page for
the date at your address.

**Charges.** Free shipping over ₹999; below that a flat fee, shown in your cart before you pay
(the amounts are on this page). There are no other charges at delivery.

**Where we deliver.** Everywhere in India that our couriers reach; a few remote pincodes may be
paused for a while, and the pincode check tells you so before you order.
""",
    ),
    (
        "payments",
        "Payments",
        """You can pay in two ways:

- **UPI** (any UPI app: Google Pay, PhonePe, Paytm, BHIM or your bank's). Online payments under
  the limit shown on this page get an extra discount.
- **Cash on delivery** for orders below ₹5000: pay the courier in cash or by UPI when the parcel
  arrives.

The price you see in the cart is the total you pay: it includes GST and every charge (shipping
shows as its own line). We send a GST invoice by e-mail when your order is confirmed. We never ask
for your UPI PIN, card number or OTP by phone, e-mail or WhatsApp.
""",
    ),
    (
        "terms",
        "Terms of use",
        """These terms apply when you use this website or place an order with us.

1. **Your account.** Keep your password to yourself; you are responsible for orders placed from
   your account. You can change or reset your password at any time, and delete your account from
   your account page.
2. **Your designs.** You must own, or have permission to use, every picture, logo and text you
   upload. We may refuse to print designs that infringe others' rights, are unlawful, hateful or
   obscene; we then cancel the order and refund you in full.
3. **Prices and orders.** Prices are in rupees and include GST. An order is a contract once we
   confirm it by e-mail; before that we may cancel it (for example if a colour is out of stock), and
   refund anything you paid.
4. **Colours.** Printed colours can differ slightly from your screen; this is not a defect.
5. **Returns and refunds** follow our Returns page; **delivery** our Shipping page.
6. **Complaints** go to our grievance officer (see the Grievance officer page). These terms are
   governed by Indian law, and the courts of New Delhi have jurisdiction, without taking away your
   rights under the Consumer Protection Act, 2019.
""",
    ),
    (
        "privacy",
        "Privacy notice",
        """This notice says what personal data we keep, why, and your rights under the Digital
Personal Data Protection Act, 2023.

**What we keep.** Your name, phone number, e-mail address and delivery address; your orders and the
designs you upload; your messages and tickets; whether you joined our newsletter.

**Why.** To print and deliver your orders, to answer you, to send the e-mails about your orders, and
to keep the tax records the GST law requires. We do not sell your data or share it with anyone
except the courier who delivers your parcel and the payment app you choose.

**Your rights.** On your account page you can download all your data ("Download my data") and
delete your account ("Delete my account"): we then erase your name, phone, e-mail, address,
designs, messages, reviews, and the notes, photos and UPI ID of your returns at once (once a refund
we owe you is paid). Invoices and credit notes are tax records we must keep for 72 months after the
annual return's due date (CGST Act, 2017, s.36), so those keep the name and address printed on them.
You can leave the newsletter at any time from the link in each newsletter.

**Questions or complaints** about your data go to our grievance officer (see the Grievance officer
page), who answers within 48 hours.
""",
    ),
]
