package meetings

import (
	"bytes"
	"fmt"
	"net/mail"
	"strconv"
	"time"

	"github.com/emersion/go-ical"

	"agencysite/internal/booking"
)

// Methods of an iMIP invitation (RFC 5546): the same word is the mail
// part's method= and the calendar's METHOD, or clients show a bare file.
const (
	MethodRequest = "REQUEST"
	MethodCancel  = "CANCEL"
)

// prodID names the product that wrote a calendar.
const prodID = "-//agencysite//meetings//EN"

// invite is what an invitation says of a booking.
type invite struct {
	method    string
	uid       string // stable across the booking's changes
	sequence  int
	start     time.Time
	end       time.Time
	stamp     time.Time
	summary   string
	location  string // the video room or the phone
	organizer mail.Address
	attendee  mail.Address
}

// inviteOf is b's invitation: REQUEST while it stands, CANCEL once
// cancelled. Its UID is the booking's id at the site's host.
func inviteOf(b booking.Booking, uidHost string, now time.Time) invite {
	method := MethodRequest
	if b.Status == booking.StatusCancelled {
		method = MethodCancel
	}
	return invite{method: method, uid: b.ID + "@" + uidHost, sequence: b.Sequence, start: b.Start, end: b.End, stamp: now}
}

// calendar writes inv as an iCalendar object: times in UTC, ORGANIZER the
// host and ATTENDEE the visitor.
func (inv invite) calendar() (string, error) {
	cal := ical.NewCalendar()
	cal.Props.SetText(ical.PropVersion, "2.0")
	cal.Props.SetText(ical.PropProductID, prodID)
	cal.Props.SetText(ical.PropMethod, inv.method)
	ev := ical.NewEvent()
	ev.Props.SetText(ical.PropUID, inv.uid)
	ev.Props.SetDateTime(ical.PropDateTimeStamp, inv.stamp.UTC())
	ev.Props.SetDateTime(ical.PropDateTimeStart, inv.start.UTC())
	ev.Props.SetDateTime(ical.PropDateTimeEnd, inv.end.UTC())
	seq := ical.NewProp(ical.PropSequence)
	seq.SetValueType(ical.ValueInt)
	seq.Value = strconv.Itoa(inv.sequence)
	ev.Props.Set(seq)
	ev.Props.SetText(ical.PropSummary, inv.summary)
	if inv.location != "" {
		ev.Props.SetText(ical.PropLocation, inv.location)
	}
	status := "CONFIRMED"
	if inv.method == MethodCancel {
		status = "CANCELLED"
	}
	ev.Props.SetText(ical.PropStatus, status)
	ev.Props.SetText(ical.PropTransparency, "OPAQUE")
	org := ical.NewProp(ical.PropOrganizer)
	org.Value = "mailto:" + inv.organizer.Address
	if inv.organizer.Name != "" {
		org.Params.Set(ical.ParamCommonName, inv.organizer.Name)
	}
	ev.Props.Set(org)
	att := ical.NewProp(ical.PropAttendee)
	att.Value = "mailto:" + inv.attendee.Address
	att.Params.Set(ical.ParamRole, "REQ-PARTICIPANT")
	att.Params.Set(ical.ParamParticipationStatus, "ACCEPTED")
	ev.Props.Set(att)
	cal.Children = append(cal.Children, ev.Component)
	var buf bytes.Buffer
	if err := ical.NewEncoder(&buf).Encode(cal); err != nil {
		return "", fmt.Errorf("meetings: calendar: %w", err)
	}
	return buf.String(), nil
}
